import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { contract } from '@sandbox/shared';
import { createTestApp, latestCode, registerByEmail, type TestApi } from '../../harness.ts';

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

const EMPTY = { surname: null, firstName: null, gender: null, birthday: null, country: null, address: null };
const profileOf = async (userId: string) => {
  const u = await api.db.user.findUniqueOrThrow({ where: { id: userId } });
  return { surname: u.surname, firstName: u.firstName, gender: u.gender, birthday: u.birthday, country: u.country, address: u.address, nickname: u.nickname, avatarUploadId: u.avatarUploadId };
};

describe('updateKYC (personal information)', () => {
  test('fills the profile; omitted fields stay; gender "other" round-trips', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    const avatar = await api.db.upload.create({ data: { userId: u.userId, storedName: 'a1', mime: 'image/png', size: 10, purpose: 'avatar' } });
    const res = await api.call(contract['user.updateKYC'], { surname: ' Lima ', firstName: 'Ana', gender: 2, birthday: '1990-02-28', country: 'PT', address: 'Rua Augusta 10, Lisboa', nickname: 'ana', avatarUploadId: avatar.id }, { token: u.token });
    expect(res.code).toBe(200);
    expect(res.result.profile).toEqual({ surname: 'Lima', firstName: 'Ana', gender: 2, birthday: '1990-02-28', country: 'PT', address: 'Rua Augusta 10, Lisboa' });
    expect(res.result.nickname).toBe('ana');
    expect(res.result.avatarUrl).toBe(`/api/sys/common/file/${avatar.id}`);

    const partial = await api.call(contract['user.updateKYC'], { gender: 3, country: 'FR' }, { token: u.token });
    expect(partial.result.profile).toEqual({ surname: 'Lima', firstName: 'Ana', gender: 3, birthday: '1990-02-28', country: 'FR', address: 'Rua Augusta 10, Lisboa' });
    // Stored with the schema's code for "other" (0).
    expect((await profileOf(u.userId)).gender).toBe(0);
    const me = await api.call(contract['user.getMyUserInfo'], {}, { token: u.token });
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
      const res = await api.call(contract['user.updateKYC'], body, { token: u.token });
      expect({ code: res.code, message: res.message }).toEqual({ code: 400, message });
    }
    const vl = await api.call(contract['user.updateKYC'], { country: 'XX' }, { token: u.token, lang: 'vl' });
    expect(vl.message).toBe('Vui lòng chọn quốc gia trong danh sách');
    expect(await profileOf(u.userId)).toEqual(before);
  });

  test('name and birthday are locked once basic verification is authorized; the address is not', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    await api.call(contract['user.updateKYC'], { surname: 'Lima', firstName: 'Ana', birthday: '1990-02-28' }, { token: u.token });
    await api.db.kycApplication.create({ data: { userId: u.userId, level: 1, status: 1, idType: 2, firstName: 'Ana Lima', idNumber: 'P1234567' } });
    const res = await api.call(contract['user.updateKYC'], { surname: 'Silva' }, { token: u.token });
    expect(res).toMatchObject({ code: 409, message: 'Name and date of birth cannot be changed after identity verification' });
    expect((await profileOf(u.userId)).surname).toBe('Lima');
    // Sending the same values is not a change.
    expect((await api.call(contract['user.updateKYC'], { surname: 'Lima', address: 'Rua Nova 1, Porto' }, { token: u.token })).code).toBe(200);
    expect((await profileOf(u.userId)).address).toBe('Rua Nova 1, Porto');
  });

  test('a user verified before filling in the profile may fill an empty name or birthday once', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    await api.call(contract['user.updateKYC'], { surname: 'Lima' }, { token: u.token });
    await api.db.kycApplication.create({ data: { userId: u.userId, level: 1, status: 1, idType: 2, firstName: 'Ana Lima', idNumber: 'P1234567' } });
    expect((await api.call(contract['user.updateKYC'], { firstName: 'Ana', birthday: '1990-02-28' }, { token: u.token })).code).toBe(200);
    expect(await profileOf(u.userId)).toMatchObject({ surname: 'Lima', firstName: 'Ana', birthday: '1990-02-28' });
    const again = await api.call(contract['user.updateKYC'], { firstName: 'Anna' }, { token: u.token });
    expect(again).toMatchObject({ code: 409, message: 'Name and date of birth cannot be changed after identity verification' });
    expect((await profileOf(u.userId)).firstName).toBe('Ana');
  });

  test('needs a login, and changes only the caller', async () => {
    const a = await registerByEmail(api, 'ana@example.com');
    const b = await registerByEmail(api, 'bea@example.com');
    expect(await api.call(contract['user.updateKYC'], { surname: 'Lima' })).toMatchObject({ httpStatus: 200, code: 401 });
    await api.call(contract['user.updateKYC'], { surname: 'Lima', country: 'PT' }, { token: a.token });
    const bInfo = await api.call(contract['user.getMyUserInfo'], {}, { token: b.token });
    expect(bInfo.result.profile).toEqual(EMPTY);
    expect((await profileOf(b.userId)).surname).toBeNull();
  });
});

describe('updateKYC: the phone (also a sign-in identity) needs an SMS code sent to the new number', () => {
  const phoneOf = async (userId: string) => {
    const u = await api.db.user.findUniqueOrThrow({ where: { id: userId } });
    return { phoneCode: u.phoneCode, phone: u.phone };
  };
  /** A security-scene code (CAPTCHA_SCENE 3) to +<countryCode><phone>, read from the development inbox. */
  async function smsCode(countryCode: string, phone: string) {
    const sent = await api.call(contract['app.getPhoneCaptcha'], { countryCode, phone, scene: 3 });
    expect(sent.code).toBe(200);
    return latestCode(api, `+${countryCode}${phone}`);
  }

  test('binds a new number with its code; the code is single use; the number then signs in by SMS', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    const code = await smsCode('351', '912345678');
    const res = await api.call(contract['user.updateKYC'], { phoneCode: '351', phone: '912345678', smsCode: code, address: 'Rua Augusta 10' }, { token: u.token });
    expect(res.code).toBe(200);
    expect(res.result).toMatchObject({ phone: '912345678', countryCode: '351', profile: { address: 'Rua Augusta 10' } });
    expect(await phoneOf(u.userId)).toEqual({ phoneCode: '351', phone: '912345678' });

    // Single use: after moving to another number, the old code cannot bring the first one back.
    const moved = await api.call(contract['user.updateKYC'], { phoneCode: '33', phone: '612345678', smsCode: await smsCode('33', '612345678') }, { token: u.token });
    expect(moved.code).toBe(200);
    const again = await api.call(contract['user.updateKYC'], { phoneCode: '351', phone: '912345678', smsCode: code }, { token: u.token });
    expect(again).toMatchObject({ code: 400, message: 'The verification code has expired or was used; please request a new one' });
    expect(await phoneOf(u.userId)).toEqual({ phoneCode: '33', phone: '612345678' });
    // The number left behind is free again; back to it with a fresh code.
    api.clock.advance(61_000);
    const back = await api.call(contract['user.updateKYC'], { phoneCode: '351', phone: '912345678', smsCode: await smsCode('351', '912345678') }, { token: u.token });
    expect(back.code).toBe(200);

    // The bound number is now a sign-in identity.
    await api.call(contract['app.getPhoneCaptcha'], { countryCode: '351', phone: '912345678', scene: 2 });
    const login = await api.call(contract['app.phoneLogin'], { countryCode: '351', phone: '912345678', code: await latestCode(api, '+351912345678') });
    expect(login.result.userInfo.id).toBe(u.userId);
  });

  test('refuses a missing or wrong code, a code sent to another number or for another scene, a taken or malformed number; nothing changes', async () => {
    const u = await registerByEmail(api, 'ana@example.com');
    const other = await registerByEmail(api, 'bea@example.com');
    const bind = await api.call(contract['user.updateKYC'], { phoneCode: '33', phone: '612345678', smsCode: await smsCode('33', '612345678') }, { token: other.token });
    expect(bind.code).toBe(200);
    await api.call(contract['user.updateKYC'], { address: 'Rua Augusta 10' }, { token: u.token });
    const before = await profileOf(u.userId);

    const forOther = await smsCode('351', '911111111');
    const right = await smsCode('351', '912345678');
    const wrong = right === '000000' ? '000001' : '000000';
    await api.call(contract['app.getPhoneCaptcha'], { countryCode: '351', phone: '913333333', scene: 2 });
    const loginScene = await latestCode(api, '+351913333333');
    const cases: Array<[object, number, string]> = [
      [{ phoneCode: '351', phone: '912345678' }, 400, 'Enter the SMS code sent to the new phone number'],
      [{ phoneCode: '351', phone: '912345678', smsCode: wrong }, 400, 'The verification code is incorrect'],
      // A code is bound to the number it was sent to, and to its scene.
      [{ phoneCode: '351', phone: '912345678', smsCode: forOther }, 400, 'The verification code is incorrect'],
      [{ phoneCode: '351', phone: '913333333', smsCode: loginScene }, 400, 'The verification code has expired or was used; please request a new one'],
      [{ phoneCode: '33', phone: '612345678', smsCode: right }, 409, 'This phone number is already used by another account'],
      [{ phoneCode: '999', phone: '912345678', smsCode: right }, 400, 'Please choose a calling code from the country list'],
      [{ phoneCode: '850', phone: '912345678', smsCode: right }, 400, 'Please choose a calling code from the country list'],
      [{ phoneCode: '351', phone: '91-234', smsCode: right }, 400, 'Invalid or missing value: phone'],
      [{ phoneCode: '351', phone: '123', smsCode: right }, 400, 'Invalid or missing value: phone'],
      [{ phoneCode: '+351', phone: '912345678', smsCode: right }, 400, 'Invalid or missing value: phoneCode'],
      [{ phone: '912345678', smsCode: right }, 400, 'Invalid or missing value: phone'],
      [{ smsCode: right }, 400, 'Invalid or missing value: phone'],
      [{ phoneCode: '351', phone: '912345678', smsCode: '12345' }, 400, 'Invalid or missing value: smsCode'],
      // A refused profile field refuses the phone with it, before the code is used up.
      [{ phoneCode: '351', phone: '912345678', smsCode: right, country: 'XX' }, 400, 'Please choose a country from the list'],
    ];
    for (const [body, code, message] of cases) {
      const res = await api.call(contract['user.updateKYC'], { ...body, surname: 'Changed' }, { token: u.token });
      expect({ body, code: res.code, message: res.message }).toEqual({ body, code, message });
    }
    const ko = await api.call(contract['user.updateKYC'], { phoneCode: '33', phone: '612345678', smsCode: right }, { token: u.token, lang: 'ko' });
    expect(ko.message).toBe('이 전화번호는 이미 다른 계정에서 사용 중입니다');
    expect(await profileOf(u.userId)).toEqual(before);
    expect(await phoneOf(u.userId)).toEqual({ phoneCode: null, phone: null });
    expect(await phoneOf(other.userId)).toEqual({ phoneCode: '33', phone: '612345678' });

    // One wrong guess did not burn the right code: it still binds the number.
    const ok = await api.call(contract['user.updateKYC'], { phoneCode: '351', phone: '912345678', smsCode: right }, { token: u.token });
    expect(ok.result).toMatchObject({ phone: '912345678', countryCode: '351' });
  });

  test('the number the user already has needs no code; a sign-up phone keeps working', async () => {
    await api.call(contract['app.getPhoneCaptcha'], { countryCode: '351', phone: '915555555', scene: 1 });
    const reg = await api.call(contract['app.register'], {
      type: 'phone',
      countryCode: '351',
      phone: '915555555',
      code: await latestCode(api, '+351915555555'),
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      agree: true,
    });
    const token = reg.result.token;
    const res = await api.call(contract['user.updateKYC'], { phoneCode: '351', phone: '915555555', surname: 'Lima' }, { token });
    expect(res).toMatchObject({ code: 200, result: { phone: '915555555', countryCode: '351', profile: { surname: 'Lima' } } });
    // Changing it does need one.
    expect(await api.call(contract['user.updateKYC'], { phoneCode: '351', phone: '916666666' }, { token })).toMatchObject({ code: 400, message: 'Enter the SMS code sent to the new phone number' });
    expect(await phoneOf(reg.result.userInfo.id)).toEqual({ phoneCode: '351', phone: '915555555' });
  });
});
