import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/*
 * Content bodies (notices, announcements, help, news, articles, content pages) are stored as
 * Markdown and served as HTML. Where the sanitising happens: here, on the server, at read time,
 * so whatever reached the table (seed, QA route, a hand edit) leaves the server inert:
 * 1. markdown-it with `html: false` renders raw HTML in the source as text (a stored <script> is
 *    shown as the characters "<script>", never as an element), and refuses javascript:, vbscript:,
 *    file: and data: link targets;
 * 2. sanitize-html then keeps only an allow-list of elements and attributes (no event handler, no
 *    style, no iframe) and http, https and mailto links (plus in-app "#/route" links), and images
 *    from http(s) only. The client sanitises again (DOMPurify) before it touches the DOM.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'em', 'b', 'i', 's', 'del', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // Relative addresses mean nothing in a hash-routed app and hide tricks (an encoded tab in a
  // scheme): keep only absolute http(s) and mailto addresses and in-app "#/route" links.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: keepAddress(attribs, 'href', /^(https?:\/\/|mailto:|#\/)/i) }),
    img: (tagName, attribs) => ({ tagName, attribs: keepAddress(attribs, 'src', /^https?:\/\//i) }),
  },
};

function keepAddress(attribs: sanitizeHtml.Attributes, name: string, allowed: RegExp): sanitizeHtml.Attributes {
  const value = attribs[name];
  if (value === undefined || allowed.test(value.trim())) return attribs;
  const { [name]: _dropped, ...rest } = attribs;
  return rest;
}

// Bodies are few and change rarely: remember the last renderings (Map keeps insertion order).
const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

/** Markdown source -> sanitised HTML. */
export function renderRichText(source: string): string {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(markdown.render(source), SANITIZE);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(source, html);
  return html;
}

/** Plain text of a Markdown body (summaries, search), markup dropped, whitespace folded. */
export function plainText(source: string): string {
  const html = markdown.render(source);
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A summary: the first `max` characters of the plain text, cut at a character, not a code unit. */
export function summarize(source: string, max = 120): string {
  const chars = Array.from(plainText(source));
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}
