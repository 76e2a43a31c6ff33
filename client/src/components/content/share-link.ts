import { routeWith, routes } from '../../lib/route-paths.ts';

/**
 * The address of an article's public share page, built from where this app is served (hash
 * routes: origin + path + #/articleShare?id=...), so the copied link opens the same build.
 */
export function articleShareUrl(id: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#${routeWith(routes.articleShare, { id })}`;
}
