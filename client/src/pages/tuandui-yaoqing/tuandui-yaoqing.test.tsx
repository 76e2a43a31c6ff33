import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member, serveCommunity, type FakeCommunityServer } from '../../../test/community-fixtures.ts';
import { argsOf, http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectSecondPage, expectTexts, retryThenSee } from '../../../test/screen-checks.ts';
import TeamInvitationPage from './index.tsx';

const share = vi.hoisted(() => ({ copy: vi.fn(), save: vi.fn() }));
vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));
vi.mock('../../lib/clipboard.ts', () => ({ copyText: share.copy }));
vi.mock('../../features/team/save-qr.ts', () => ({ saveQrImage: share.save }));

const visit = () => renderPage(<TeamInvitationPage />, '/tuanduiYaoqing');

let server: FakeCommunityServer;
beforeEach(() => {
  server = serveCommunity();
  share.copy.mockResolvedValue(true);
  share.save.mockResolvedValue(undefined);
});

describe('team invitation', () => {
  it('shows the invite code, the link as a QR code, and copies and saves them', async () => {
    visit();
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('AB12CD');
    expect(screen.getByTestId('invite-link')).toHaveTextContent('http://localhost/#/register?inviteCode=AB12CD');
    const qr = screen.getByRole('img', { name: 'QR code of the invite link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByTestId('copy-link'));
    expect(share.copy).toHaveBeenCalledWith('http://localhost/#/register?inviteCode=AB12CD');
    fireEvent.click(screen.getByTestId('copy-code'));
    expect(share.copy).toHaveBeenLastCalledWith('AB12CD');
    fireEvent.click(screen.getByTestId('save-qr'));
    expect(share.save).toHaveBeenCalledWith(qr, 'invite-AB12CD');
  });

  it('shows the team figures and the direct and second-level members', async () => {
    visit();
    // 150.129 USDT truncated to 2 decimals, not rounded.
    expect(await screen.findByTestId('team-income')).toHaveTextContent('150.12');
    expectTexts({
      'team-size': '3',
      'team-direct': '2',
      'team-new-today': '1',
      'team-recharged': '2',
    });
    const direct = screen.getByTestId('member-m1');
    expectTexts({
      'member-account': 'bo***@example.com',
      'member-depth': 'Direct',
      'member-level': 'VIP1',
      'member-recharged': 'Yes',
    }, direct);
    const second = screen.getByTestId('member-m2');
    expectTexts({
      'member-account': '138****5678',
      'member-depth': 'Second level',
      'member-recharged': 'No',
    }, second);
  });

  it('pages the members with "load more"', async () => {
    server.members = Array.from({ length: 25 }, (_, i) => member({ id: `m${i}` }));
    visit();
    await expectSecondPage((n) => `member-m${n}`, 'No more members');
    expect(argsOf(http.get, '/marketing/myTeam')).toContainEqual({ pageNo: 2, pageSize: 20 });
  });

  it('says when the team is empty, and shows an error with a retry', async () => {
    server.members = [];
    server.failNext = 'Network Error';
    visit();
    await retryThenSee('No team members yet: share your link');
  });
});
