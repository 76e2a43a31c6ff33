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

export function applyRootFontSize(): void {
  const width = document.documentElement.clientWidth || window.innerWidth || BASE_WIDTH;
  document.documentElement.style.fontSize = `${rootFontSize(width)}px`;
}

/** Recomputed on load and on every resize (and rotation). Returns a stop function. */
export function startRootFontScaling(): () => void {
  applyRootFontSize();
  window.addEventListener('resize', applyRootFontSize);
  window.addEventListener('orientationchange', applyRootFontSize);
  return () => {
    window.removeEventListener('resize', applyRootFontSize);
    window.removeEventListener('orientationchange', applyRootFontSize);
  };
}
