import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { createTestApp, registerByEmail, type TestApi } from '../harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApp();
});
afterEach(async () => {
  await api.close();
});


describe('set.shortLinkUse', () => {
  test('an invitation link gives the login page with the invite code, which registration accepts; uses are counted', async () => {
    const inviter = await registerByEmail(api, 'ana@example.com');
    await api.db.shortLink.create({ data: { code: 'invAna', target: `/login?inviteCode=${inviter.inviteCode}`, userId: inviter.userId } });
    const res = await api.call(contract['set.shortLinkUse'], { code: 'invAna' });
    expect(res).toMatchObject({
      code: 200,
      result: { code: 'invAna', type: 1, targetPath: `/login?inviteCode=${inviter.inviteCode}`, inviteCode: inviter.inviteCode },
    });
    await api.call(contract['set.shortLinkUse'], { code: 'invAna' });
    expect((await api.db.shortLink.findUniqueOrThrow({ where: { code: 'invAna' } })).uses).toBe(2);

    const invitee = await registerByEmail(api, 'bea@example.com', 'Passw0rd!', inviter.inviteCode);
    expect((await api.db.user.findUniqueOrThrow({ where: { id: invitee.userId } })).inviterId).toBe(inviter.userId);
  });

  test("a link whose code no longer exists falls back to the owner's code", async () => {
    const inviter = await registerByEmail(api, 'ana@example.com');
    await api.db.shortLink.create({ data: { code: 'old1', target: '/login?inviteCode=GONE0000', userId: inviter.userId } });
    const res = await api.call(contract['set.shortLinkUse'], { code: 'old1' });
    expect(res.result).toEqual({ code: 'old1', type: 1, targetPath: `/login?inviteCode=${inviter.inviteCode}`, inviteCode: inviter.inviteCode });
  });

  test('a page link opens its page without an invite code', async () => {
    await api.db.shortLink.create({ data: { code: 'help7', target: '/articleDetail?id=7' } });
    expect((await api.call(contract['set.shortLinkUse'], { code: 'help7' })).result).toEqual({ code: 'help7', type: 2, targetPath: '/articleDetail?id=7', inviteCode: null });
  });

  test('unknown, expired and malformed codes are refused without counting', async () => {
    await api.db.shortLink.create({ data: { code: 'late1', target: '/home', expiresAt: new Date(api.clock.now().getTime() + 60_000) } });
    expect((await api.call(contract['set.shortLinkUse'], { code: 'nope' })).message).toBe('This link is invalid or has expired');
    api.clock.advance(60_000);
    const expired = await api.call(contract['set.shortLinkUse'], { code: 'late1' }, { lang: 'jp' });
    expect(expired).toMatchObject({ code: 404, message: 'このリンクは無効か、期限切れです' });
    expect((await api.call(contract['set.shortLinkUse'], { code: 'bad-code!' })).code).toBe(400);
    expect((await api.db.shortLink.findUniqueOrThrow({ where: { code: 'late1' } })).uses).toBe(0);
  });
});
