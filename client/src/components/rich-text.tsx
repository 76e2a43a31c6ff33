import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isWebUrl } from './external-link.ts';
import './rich-text.css';

/**
 * Content bodies (announcements, notices, help, news, articles) arrive as HTML the server has
 * already sanitised (contract: "Sanitised HTML"). They are sanitised again here with DOMPurify
 * before they touch the DOM, so a body that slipped past the server (an old row, a bug) still
 * never runs a script: no <script>, no event handler attributes, no javascript: address.
 *
 * Links: an in-app hash link (#/helpDetail?id=...) stays; any other address must be http or
 * https (the app's one rule for leaving it, external-link.ts) and opens in its own tab, without
 * the opener; anything else loses its href.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href');
  if (href?.startsWith('#/')) {
    node.removeAttribute('target');
    return;
  }
  if (!isWebUrl(href)) {
    node.removeAttribute('href');
    node.removeAttribute('target');
    return;
  }
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

const OPTIONS = {
  // Forms, frames and styles have no place in an article; <style> could restyle the app.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/** The HTML safe to insert: DOMPurify with the link rule above. */
export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, OPTIONS);
}

/** A content body, sanitised, in the app's article typography (rich-text.css). */
export function RichText({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={['rich-text', className].filter(Boolean).join(' ')} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
