/** index.html's element holding the first frames (app/first-frames.tsx, scripts/loading-shell-plugin.ts). */
export const FIRST_FRAME_ID = 'first-frame';

/** The <html> attribute index.html's head script sets to `<path> <session>`: it picks the frame painted. */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

/** Removed when the app's first page commits, before it paints (router.tsx): the page takes its place. */
export function removeFirstFrame(): void {
  document.getElementById(FIRST_FRAME_ID)?.remove();
}
