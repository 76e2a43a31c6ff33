import { LINK_MODE } from '@sandbox/shared/constants';
import type { AnnouncementDetail } from '../../api/content.ts';

/** Where an announcement's button leads: a screen of this app, or a web address in a link mode that leaves it. */
export type AnnouncementLink =
  | { kind: 'app'; path: string }
  | { kind: 'web'; url: string; mode: typeof LINK_MODE.DIRECT | typeof LINK_MODE.OUTLINK };

/**
 * An announcement's link by its link mode (SPEC.md section 9): none without an address or in
 * mode 1; mode 2 with an app path (such as /bisai, not "//host") navigates inside the app; any
 * other address goes through useOpenExternal, which lets only http and https leave.
 */
export function announcementLink(a: Pick<AnnouncementDetail, 'link' | 'linkMode'>): AnnouncementLink | null {
  if (!a.link || a.linkMode === LINK_MODE.NONE) return null;
  if (a.linkMode === LINK_MODE.DIRECT && a.link.startsWith('/') && !a.link.startsWith('//')) return { kind: 'app', path: a.link };
  return { kind: 'web', url: a.link, mode: a.linkMode };
}
