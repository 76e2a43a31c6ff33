import { describe, expect, it } from 'vitest';
import { announcementLink } from './announcement-rules.ts';

describe('announcementLink', () => {
  it('is none without an address or in mode 1', () => {
    expect(announcementLink({ link: null, linkMode: 2 })).toBeNull();
    expect(announcementLink({ link: '', linkMode: 4 })).toBeNull();
    expect(announcementLink({ link: 'https://example.com/', linkMode: 1 })).toBeNull();
  });

  it('opens an app path inside the app in mode 2', () => {
    expect(announcementLink({ link: '/bisai', linkMode: 2 })).toEqual({ kind: 'app', path: '/bisai' });
  });

  it('hands a web address, another site\'s "//host" and any path in mode 4 to the external opener', () => {
    expect(announcementLink({ link: 'https://example.com/cup?x=1', linkMode: 4 })).toEqual({ kind: 'web', url: 'https://example.com/cup?x=1', mode: 4 });
    expect(announcementLink({ link: 'https://example.com/', linkMode: 2 })).toEqual({ kind: 'web', url: 'https://example.com/', mode: 2 });
    expect(announcementLink({ link: '//evil.example/x', linkMode: 2 })).toEqual({ kind: 'web', url: '//evil.example/x', mode: 2 });
    expect(announcementLink({ link: '/bisai', linkMode: 4 })).toEqual({ kind: 'web', url: '/bisai', mode: 4 });
  });
});
