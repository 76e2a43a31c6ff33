import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText, sanitizeHtml } from './rich-text.tsx';

declare global {
  interface Window {
    pwned?: number;
  }
}

afterEach(() => delete window.pwned);

/** Every way a stored body could try to run code, in one. */
const HOSTILE = [
  '<p>Hello <strong>reader</strong></p>',
  '<script>window.pwned = 1</script>',
  '<img src="x.png" onerror="window.pwned = 2">',
  '<a href="javascript:window.pwned = 3">click</a>',
  '<a href="data:text/html,<script>window.pwned=4</script>">data</a>',
  '<iframe src="https://example.com"></iframe>',
  '<svg><script>window.pwned = 5</script></svg>',
  '<div onclick="window.pwned = 6" style="position:fixed;inset:0">overlay</div>',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example"><input name="password"></form>',
].join('');

describe('rich text', () => {
  it('keeps the formatting and drops every script, handler, frame, style and form', () => {
    const clean = sanitizeHtml(HOSTILE);
    expect(clean).toContain('<p>Hello <strong>reader</strong></p>');
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<form|<input|style=/i);
    expect(clean).not.toContain('data:text/html');
  });

  it('renders hostile content inert: no script element, no handler, nothing ran', () => {
    const { container } = render(<RichText html={HOSTILE} testId="body" />);
    expect(container.querySelector('script, iframe, style, form, input')).toBeNull();
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.attributes) expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
    }
    container.querySelector<HTMLElement>('div div')?.click();
    container.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(window.pwned).toBeUndefined();
    expect(container).toHaveTextContent('Hello reader');
  });

  it('opens only http and https links, in their own tab without the opener; in-app links stay', () => {
    const { container } = render(
      <RichText html={'<a href="https://example.com/a">web</a><a href="javascript:alert(1)">js</a><a href="ftp://example.com">ftp</a><a href="#/helpDetail?id=h1">help</a>'} />,
    );
    const [web, js, ftp, help] = container.querySelectorAll('a');
    expect(web).toHaveAttribute('href', 'https://example.com/a');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(js).not.toHaveAttribute('href');
    expect(ftp).not.toHaveAttribute('href');
    expect(help).toHaveAttribute('href', '#/helpDetail?id=h1');
    expect(help).not.toHaveAttribute('target');
  });
});
