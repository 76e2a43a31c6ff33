import { routeWith, routes } from '../../lib/route-paths.ts';
import { isWebUrl } from '../../components/external-link.ts';

/**
 * The address of an article's public share page. The server's `sharePath` (ext.articleDetail)
 * comes first: a path on this origin ("/#/articleShare?id=...") or a whole http(s) address, so
 * the server decides what a shared link opens. Without one (or with anything else), the address
 * is built from where this app is served (origin + path + #/articleShare?id=...).
 */
export function articleShareUrl(
  id: string,
  sharePath?: string | null,
  location: Pick<Location, 'origin' | 'pathname'> = window.location,
): string {
  // "//host/..." is another site's address, not a path on this one.
  if (sharePath?.startsWith('/') && !sharePath.startsWith('//')) return `${location.origin}${sharePath}`;
  if (isWebUrl(sharePath)) return sharePath;
  return `${location.origin}${location.pathname}#${routeWith(routes.articleShare, { id })}`;
}
