import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTestApp, registerByEmail, type TestApi } from './harness.ts';

let api: TestApi;
beforeEach(async () => {
  api = await createTestApp();
  await api.db.country.createMany({
    data: [
      { code: 'PT', englishName: 'Portugal', chineseName: '葡萄牙', phoneCode: '351' },
      { code: 'FR', englishName: 'France', chineseName: '法国', phoneCode: '33' },
      { code: 'KP', englishName: 'Disabled land', chineseName: '停用', phoneCode: '850', enabled: false },
    ],
  });
});
afterEach(async () => {
  await api.close();
});

const URL = '/api/user/appUser/updateKYC';
type Info = { id: string; nickname: string; avatarUrl: string | null; profile: Record<string, unknown> };
const EMPTY = { surname: null, firstName: null, gender: null, birthday: null, country: null, address: null };
const profileOf = async (userId: string) => {
  const u = await api.db.user.findUniqueOrThrow({ where: { id: userId } });
  return { surname: u.surname, firstName: u.firstName, gender: u.gender, birthday: u.birthday, country: u.country, address: u.address, nickname: u.nickname, avatarUploadId: u.avatarUploadId };
};

describe('updateKYC (personal information)', () => {
  test('fills the profile; omitted fields stay; gender "other" round-trips', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    const avatar = await api.db.upload.create({ data: { userId: u.userId, storedName: 'a1', mime: 'image/png', size: 10, purpose: 'avatar' } });
    const res = await api.post<Info>(URL, { surname: ' Lima ', firstName: 'Ana', gender: 2, birthday: '1990-02-28', country: 'PT', address: 'Rua Augusta 10, Lisboa', nickname: 'ana', avatarUploadId: avatar.id }, { token: u.token });
    expect(res.code).toBe(200);
    expect(res.result.profile).toEqual({ surname: 'Lima', firstName: 'Ana', gender: 2, birthday: '1990-02-28', country: 'PT', address: 'Rua Augusta 10, Lisboa' });
    expect(res.result.nickname).toBe('ana');
    expect(res.result.avatarUrl).toBe(`/api/sys/common/file/${avatar.id}`);

    const partial = await api.post<Info>(URL, { gender: 3, country: 'FR' }, { token: u.token });
    expect(partial.result.profile).toEqual({ surname: 'Lima', firstName: 'Ana', gender: 3, birthday: '1990-02-28', country: 'FR', address: 'Rua Augusta 10, Lisboa' });
    // Stored with the schema's code for "other" (0).
    expect((await profileOf(u.userId)).gender).toBe(0);
    const me = await api.get<Info>('/api/user/appUser/getMyUserInfo', {}, { token: u.token });
    expect(me.result.profile).toEqual(partial.result.profile);
  });

  test('refuses an unknown or disabled country, impossible or future birthdays, a foreign avatar and malformed fields; nothing changes', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    const other = await registerByEmail(api, 'bea@example.com');
    const foreign = await api.db.upload.create({ data: { userId: other.userId, storedName: 'b1', mime: 'image/png', size: 10 } });
    const before = await profileOf(u.userId);
    const cases: Array<[object, string]> = [
      [{ country: 'XX' }, 'Please choose a country from the list'],
      [{ country: 'KP' }, 'Please choose a country from the list'],
      [{ country: 'pt' }, 'Invalid or missing value: country'],
      [{ birthday: '2001-02-30' }, 'Please enter a valid date of birth'],
      [{ birthday: '2999-01-01' }, 'Please enter a valid date of birth'],
      [{ birthday: '1890-01-01' }, 'Please enter a valid date of birth'],
      [{ birthday: '01/02/1990' }, 'Invalid or missing value: birthday'],
      [{ gender: 4 }, 'Invalid or missing value: gender'],
      [{ surname: '   ' }, 'Invalid or missing value: surname'],
      [{ avatarUploadId: foreign.id }, 'The uploaded photo was not found; please upload it again'],
      [{ surname: 'Lima', birthday: '2001-02-30' }, 'Please enter a valid date of birth'],
    ];
    for (const [body, message] of cases) {
      const res = await api.post(URL, body, { token: u.token });
      expect({ code: res.code, message: res.message }).toEqual({ code: 400, message });
    }
    const vl = await api.post(URL, { country: 'XX' }, { token: u.token, lang: 'vl' });
    expect(vl.message).toBe('Vui lòng chọn quốc gia trong danh sách');
    expect(await profileOf(u.userId)).toEqual(before);
  });

  test('name and birthday are locked once basic verification is authorized; the address is not', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    await api.post(URL, { surname: 'Lima', firstName: 'Ana', birthday: '1990-02-28' }, { token: u.token });
    await api.db.kycApplication.create({ data: { userId: u.userId, level: 1, status: 1, idType: 2, firstName: 'Ana Lima', idNumber: 'P1234567' } });
    const res = await api.post(URL, { surname: 'Silva' }, { token: u.token });
    expect(res).toMatchObject({ code: 409, message: 'Name and date of birth cannot be changed after identity verification' });
    expect((await profileOf(u.userId)).surname).toBe('Lima');
    // Sending the same values is not a change.
    expect((await api.post(URL, { surname: 'Lima', address: 'Rua Nova 1, Porto' }, { token: u.token })).code).toBe(200);
    expect((await profileOf(u.userId)).address).toBe('Rua Nova 1, Porto');
  });

  test('needs a login, and changes only the caller', async () => {
    const a = await registerByEmail(api, 'ana@example.com');
    const b = await registerByEmail(api, 'bea@example.com');
    expect(await api.post(URL, { surname: 'Lima' })).toMatchObject({ httpStatus: 200, code: 401 });
    await api.post(URL, { surname: 'Lima', country: 'PT' }, { token: a.token });
    const bInfo = await api.get<Info>('/api/user/appUser/getMyUserInfo', {}, { token: b.token });
    expect(bInfo.result.profile).toEqual(EMPTY);
    expect((await profileOf(b.userId)).surname).toBeNull();
  });
});
