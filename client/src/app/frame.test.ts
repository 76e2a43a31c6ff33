import { describe, expect, it, vi } from 'vitest';
import { isMobileDevice, shouldUseDesktopPage } from './desktop-redirect.ts';
import { applyRootFontSize, rootFontSize, startRootFontScaling } from './font-size.ts';

const toastShow = vi.hoisted(() => vi.fn());
vi.mock('../lib/notify.ts', () => ({ showToast: toastShow }));
import { copyText } from '../lib/clipboard.ts';

describe('root font size (base 375, scale width/750)', () => {
  it('is 50 px on the 375-px base phone and scales with the width', () => {
    expect(rootFontSize(375)).toBe(50);
    expect(rootFontSize(414)).toBeCloseTo(55.2);
    expect(rootFontSize(750)).toBe(100);
  });
  it('is capped at the 750-px design width', () => {
    expect(rootFontSize(1920)).toBe(100);
  });
  it('is applied to the document', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 375 });
    applyRootFontSize();
    expect(document.documentElement.style.fontSize).toBe('50px');
  });
  it("follows the root's width from a ResizeObserver's reports, without reading the width as it starts", () => {
    let report: ResizeObserverCallback | undefined;
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe = (target: Element) => observed.push(target);
        disconnect = disconnect;
      },
    );
    const clientWidth = vi.fn(() => 375);
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: clientWidth });
    document.documentElement.style.fontSize = '50px';
    try {
      const stop = startRootFontScaling();
      expect(observed).toEqual([document.documentElement]);
      expect(clientWidth).not.toHaveBeenCalled();
      expect(document.documentElement.style.fontSize).toBe('50px');
      // A rotation to 414 px: 414 / 750 x 100.
      report?.([{ contentRect: { width: 414 } } as ResizeObserverEntry], {} as ResizeObserver);
      expect(document.documentElement.style.fontSize).toBe('55.2px');
      stop();
      expect(disconnect).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('desktop redirect rule', () => {
  it('needs a width above 575, a non-mobile device and isPcLimite', () => {
    expect(shouldUseDesktopPage(1280, false, true)).toBe(true);
    expect(shouldUseDesktopPage(575, false, true)).toBe(false);
    expect(shouldUseDesktopPage(1280, true, true)).toBe(false);
    expect(shouldUseDesktopPage(1280, false, false)).toBe(false);
  });
  it('recognises phones', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0')).toBe(false);
  });
});

describe('clipboard helper', () => {
  it('shows Success for 2 seconds after copying', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true });
    await expect(copyText('UID-1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('UID-1');
    expect(toastShow).toHaveBeenLastCalledWith({ icon: 'success', content: 'Success', duration: 2000 });
  });
  it('shows Fail for 2 seconds when copying is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    document.execCommand = vi.fn(() => false);
    await expect(copyText('x')).resolves.toBe(false);
    expect(toastShow).toHaveBeenLastCalledWith({ icon: 'fail', content: 'Fail', duration: 2000 });
  });
});
