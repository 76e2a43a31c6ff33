import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveQrImage } from './save-qr.ts';

/** jsdom draws no images: the Image loads at once and the canvas context is a recorder. */
const drawn: string[] = [];
let contextAvailable = true;
let clicked: Array<{ href: string; download: string }> = [];

beforeEach(() => {
  drawn.length = 0;
  contextAvailable = true;
  clicked = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:qr-svg'), revokeObjectURL: vi.fn() }));
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(value: string) {
        drawn.push(`src ${value}`);
        queueMicrotask(() => this.onload?.());
      }
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    if (!contextAvailable) return null;
    const size = `${this.width}x${this.height}`;
    return {
      set fillStyle(value: string) {
        drawn.push(`fill ${value}`);
      },
      fillRect: () => drawn.push(`rect ${size}`),
      drawImage: (_: unknown, x: number, y: number, w: number, h: number) => drawn.push(`image ${x},${y} ${w}x${h}`),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,QR');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const svg = () => document.createElementNS('http://www.w3.org/2000/svg', 'svg');

describe('saving the invite QR code', () => {
  it('draws the SVG on a white canvas with a margin and downloads a PNG', async () => {
    await saveQrImage(svg(), 'invite-AB12CD', 512);
    // 512 px and a 32 px margin (512 / 16) on each side: 576 x 576.
    expect(drawn).toEqual(['src blob:qr-svg', 'fill #ffffff', 'rect 576x576', 'image 32,32 512x512']);
    expect(clicked).toEqual([{ href: 'data:image/png;base64,QR', download: 'invite-AB12CD.png' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('downloads the SVG itself where no canvas draws', async () => {
    contextAvailable = false;
    await saveQrImage(svg(), 'invite-AB12CD');
    expect(clicked).toEqual([{ href: 'blob:qr-svg', download: 'invite-AB12CD.svg' }]);
  });
});
