import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  contract,
  dateTime,
  decimalString,
  pageQuery,
  positiveDecimalString,
  signedDecimalString,
  type RequestOf,
  type ResultOf,
} from './index.ts';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('common schemas', () => {
  it('decimal strings', () => {
    expect(ok(decimalString, '1234.5678')).toBe(true);
    expect(ok(decimalString, '0')).toBe(true);
    for (const bad of ['-1', '1.', '.5', '1e5', '1,000', ' 1', 1]) expect(ok(decimalString, bad)).toBe(false);
    expect(ok(signedDecimalString, '-12.5')).toBe(true);
    expect(ok(signedDecimalString, '+12.5')).toBe(false);
    expect(ok(positiveDecimalString, '0.01')).toBe(true);
    for (const bad of ['0', '0.00', '-1']) expect(ok(positiveDecimalString, bad)).toBe(false);
  });

  it('date-times', () => {
    expect(ok(dateTime, '2024-01-01 08:00:00')).toBe(true);
    expect(ok(dateTime, '2024-01-01T08:00:00Z')).toBe(false);
  });

  it('page query coerces strings and applies defaults', () => {
    expect(pageQuery.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(pageQuery.parse({ pageNo: '3', pageSize: '100' })).toEqual({ pageNo: 3, pageSize: 100 });
    expect(ok(pageQuery, { pageSize: '101' })).toBe(false);
    expect(ok(pageQuery, { pageNo: '0' })).toBe(false);
  });

  it('enumerations in queries arrive as text', () => {
    const q = contract['finance.withdrawalList'].query;
    expect(q.parse({ status: '-2' })).toEqual({ pageNo: 1, pageSize: 10, status: -2 });
    expect(ok(q, { status: '5' })).toBe(false);
  });
});

describe('auth bodies', () => {
  const register = contract['app.register'].body;
  const base = { code: '123456', password: 'secret1', confirmPassword: 'secret1', agree: true };

  it('register by email or phone', () => {
    expect(ok(register, { type: 'email', email: 'a@b.co', ...base })).toBe(true);
    expect(ok(register, { type: 'phone', countryCode: '1', phone: '5551234567', inviteCode: 'AB12CD', ...base })).toBe(true);
    expect(ok(register, { type: 'phone', email: 'a@b.co', ...base })).toBe(false);
    expect(ok(register, { type: 'email', email: 'a@b.co', ...base, confirmPassword: 'other12' })).toBe(false);
    expect(ok(register, { type: 'email', email: 'a@b.co', ...base, agree: false })).toBe(false);
  });

  it('login with a password or as a guest', () => {
    const login = contract['app.login'].body;
    expect(ok(login, { account: 'alice', password: 'secret1' })).toBe(true);
    expect(ok(login, { guest: true, account: 'alice_01' })).toBe(true);
    expect(ok(login, { guest: true, account: 'bad name' })).toBe(false);
    expect(ok(login, { account: 'alice' })).toBe(false);
  });

  it('phone login needs exactly one of password and code', () => {
    const phoneLogin = contract['app.phoneLogin'].body;
    expect(ok(phoneLogin, { countryCode: '1', phone: '5551234567', code: '123456' })).toBe(true);
    expect(ok(phoneLogin, { countryCode: '1', phone: '5551234567', password: 'secret1' })).toBe(true);
    expect(ok(phoneLogin, { countryCode: '1', phone: '5551234567' })).toBe(false);
    expect(ok(phoneLogin, { countryCode: '1', phone: '5551234567', password: 'secret1', code: '123456' })).toBe(false);
  });

  it('change either password', () => {
    const change = contract['user.changePassword'].body;
    expect(ok(change, { type: 1, oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' })).toBe(true);
    expect(ok(change, { type: 2, loginPassword: 'login1', newPassword: 'pay123', confirmPassword: 'pay123' })).toBe(true);
    expect(ok(change, { type: 1, oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new124' })).toBe(false);
    expect(ok(change, { type: 3, newPassword: 'new123', confirmPassword: 'new123' })).toBe(false);
  });
});

describe('trading and KYC bodies', () => {
  it('position needs the margin or the quantity', () => {
    const create = contract['trade.positionCreate'].body;
    const base = { symbol: 'BTCUSDT', side: 1, marginMode: 1, leverage: 10 };
    expect(ok(create, { ...base, margin: '100' })).toBe(true);
    expect(ok(create, { ...base, quantity: '0.01', takeProfit: '80000', stopLoss: '60000', accountType: 2 })).toBe(true);
    expect(ok(create, base)).toBe(false);
    expect(ok(create, { ...base, margin: '100', quantity: '0.01' })).toBe(false);
    expect(ok(create, { ...base, side: 3, margin: '100' })).toBe(false);
  });

  it('close takes the id from the path', () => {
    const close = contract['trade.positionClose'];
    expect(close.params.parse({ id: 'abc123' })).toEqual({ id: 'abc123' });
    expect('body' in close).toBe(false);
  });

  it('KYC documents need their second photo', () => {
    const apply = contract['kyc.applyKYC'].body;
    const base = { realName: 'Ann Lee', docNumber: 'E1234567', frontUploadId: 'u1' };
    expect(ok(apply, { ...base, docType: 2, backUploadId: 'u2' })).toBe(true);
    expect(ok(apply, { ...base, docType: 2 })).toBe(false);
    expect(ok(apply, { ...base, docType: 1, portraitUploadId: 'u3' })).toBe(true);
    expect(ok(apply, { ...base, docType: 1 })).toBe(false);
  });

  it('candles query has defaults and limits', () => {
    const q = contract['ext.candles'].query;
    expect(q.parse({ symbol: 'BTCUSDT', interval: '1m' })).toEqual({ symbol: 'BTCUSDT', interval: '1m', limit: 300 });
    expect(ok(q, { symbol: 'BTCUSDT', interval: '2m' })).toBe(false);
    expect(ok(q, { symbol: 'BTCUSDT', interval: '1h', limit: '1001' })).toBe(false);
  });
});

describe('derived types', () => {
  it('request and result types follow the schemas', () => {
    type Login = RequestOf<(typeof contract)['app.login']>;
    expectTypeOf<Login['body']>().toEqualTypeOf<
      { guest: true; account: string; inviteCode?: string | undefined } | { account: string; password: string }
    >();
    expectTypeOf<Login['query']>().toEqualTypeOf<undefined>();
    type Close = RequestOf<(typeof contract)['trade.positionClose']>;
    expectTypeOf<Close['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ResultOf<(typeof contract)['app.login']>['token']>().toEqualTypeOf<string>();
    expectTypeOf<ResultOf<(typeof contract)['trade.positionList']>['records'][number]['side']>().toEqualTypeOf<1 | 2>();
    expectTypeOf<RequestOf<(typeof contract)['trade.positionList']>['query']>().toMatchTypeOf<{ pageNo?: number | undefined }>();
  });
});
