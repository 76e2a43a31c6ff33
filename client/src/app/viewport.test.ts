import { describe, expect, test } from 'vitest';
import consoleHtml from '../../console.html?raw';
import indexHtml from '../../index.html?raw';
import pcHtml from '../../pc.html?raw';

// WCAG 1.4.4 (axe's meta-viewport rule): a page must let the user zoom in; a phone's pinch-zoom
// is how many people read small figures.
describe('the viewport of the app pages', () => {
  test.each([
    ['index.html', indexHtml],
    ['pc.html', pcHtml],
    ['console.html', consoleHtml],
  ])('%s lets the user zoom', (_file, html) => {
    const viewport = /<meta name="viewport" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(viewport).toContain('width=device-width');
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/);
    expect(viewport).not.toMatch(/maximum-scale\s*=\s*(1(\.0*)?|0?\.\d+)\b/);
  });
});
