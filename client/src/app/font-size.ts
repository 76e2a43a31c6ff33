import { BASE_WIDTH, DESIGN_WIDTH, MIN_LAYOUT_WIDTH } from '@sandbox/shared/constants';

/**
 * Root font size (SPEC.md sections 1 and 9): base layout width 375, scale width/750.
 * 1rem is 100 px of a 750-px design, i.e. 50 px on the 375-px base phone; the width is
 * capped at 750 so a wide window does not blow the layout up. index.html's head script sets the
 * same size before the first paint (scripts/loading-shell-plugin.ts), for the first frame.
 */
export { BASE_WIDTH, DESIGN_WIDTH };

export function rootFontSize(width: number): number {
  const clamped = Math.min(Math.max(width, MIN_LAYOUT_WIDTH), DESIGN_WIDTH);
  return (clamped / DESIGN_WIDTH) * 100;
}

const setRootFontSize = (width: number) => {
  document.documentElement.style.fontSize = `${rootFontSize(width || BASE_WIDTH)}px`;
};

export function applyRootFontSize(): void {
  setRootFontSize(document.documentElement.clientWidth || window.innerWidth);
}

/**
 * Follows the root's width from now on (load, resize, rotation). Returns a stop function.
 * Where the browser has ResizeObserver, the size comes from its reports, which arrive after a
 * layout with the width measured: reading `clientWidth` as the app starts would force a layout
 * of the first frame then, in the task that evaluates the app (up to 187 ms of a 4x-slowed
 * phone's main thread when the scripts run before the frame's first layout: docs/client.md).
 * The head script has set the size already, and the first report (after the next layout) sets
 * it again if the width moved since.
 */
export function startRootFontScaling(): () => void {
  if (typeof ResizeObserver === 'function') {
    const observer = new ResizeObserver(([entry]) => setRootFontSize(entry?.contentRect.width ?? 0));
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }
  applyRootFontSize();
  window.addEventListener('resize', applyRootFontSize);
  return () => window.removeEventListener('resize', applyRootFontSize);
}
