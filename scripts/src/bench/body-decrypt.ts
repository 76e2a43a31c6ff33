/**
 * decryptBody on one core, over realistic bodies made by the real client
 * encryptor (jsencrypt + crypto-js), compared with OpenSSL's RSA ceiling.
 * Also prints the cost of the raw RSA step alone, and the time of a body with
 * bad RSA padding next to one with a wrong AES key: with implicit rejection
 * the two should be the same, within noise.
 */
import { constants, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import { BodyDecryptError, decryptBody } from '@sandbox/server/crypto/body-cipher';
import { encryptBody, encryptBodyWithKey, randomRequestKey } from '@sandbox/shared/wire/index';
import { measureInterleaved, measureRate, type Rate } from './measure.ts';
import { OPENSSL_SIGN_ROW } from './rsa-openssl.ts';
import { findRow, type BenchContext, type BenchRow } from './types.ts';

const GROUP = 'Request body decryption (decryptBody), one core';

/** Payloads shaped like the app's POSTs: login, order, KYC with long text, nested settings. */
function samplePayloads(): object[] {
  const payloads: object[] = [];
  for (let i = 0; i < 50; i++) {
    payloads.push({
      account: `user${i}@example.com`,
      password: `Pw-${i}-secret`,
      captcha: String(100000 + i),
    });
    payloads.push({
      symbol: 'BTCUSDT',
      direction: i % 2,
      leverage: 10,
      amount: `${i}.125`,
      stopLoss: null,
      takeProfit: `${65000 + i}.5`,
    });
    payloads.push({
      realName: 'Zoë 李雷',
      idNumber: `X${i}`.padEnd(18, '7'),
      address: 'ถนนสุขุมวิท '.repeat(10),
      frontImage: `/uploads/${i}.jpg`,
    });
    payloads.push({
      accountType: 2,
      bank: { name: 'Example Bank', branch: null, number: `6222${i}`.padEnd(19, '0') },
      remark: 'x'.repeat(i * 4),
    });
  }
  return payloads;
}

type PrivateKey = Parameters<typeof decryptBody>[1];

function expectError(body: string, privateKey: PrivateKey): void {
  try {
    decryptBody(body, privateKey);
  } catch (err) {
    if (err instanceof BodyDecryptError) return;
    throw err;
  }
}

export async function benchBodyDecrypt(ctx: BenchContext): Promise<BenchRow[]> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const bodies = samplePayloads().map((p) => encryptBody(p, publicKeyPem));
  const decrypting = measureDecrypt(bodies, privateKey, ctx.seconds);
  const rejecting = measureRejections(publicKeyPem, privateKey, ctx.seconds);
  const openssl = findRow(ctx.previous, OPENSSL_SIGN_ROW)?.value ?? null;
  return bodyRows(bodies, decrypting, rejecting, openssl);
}

/** decryptBody alone, then beside the bare RSA step. */
function measureDecrypt(bodies: string[], privateKey: PrivateKey, seconds: number) {
  // decryptBody alone first: the headline figure, as a server core would see it.
  const full = measureRate((i) => decryptBody(bodies[i % bodies.length]!, privateKey), seconds);

  // Then the same next to the bare RSA step, interleaved so their ratio survives a busy machine.
  const ciphertexts = bodies.map((b) => Buffer.from(b.split('.')[0]!, 'base64'));
  const [fullPaired, rsaOnly] = measureInterleaved(
    [
      (i) => decryptBody(bodies[i % bodies.length]!, privateKey),
      (i) =>
        privateDecrypt(
          { key: privateKey, padding: constants.RSA_NO_PADDING },
          ciphertexts[i % ciphertexts.length]!,
        ),
    ],
    seconds,
  ) as [Rate, Rate];
  return { full, fullPaired, rsaOnly };
}

/** Failing bodies: the same AES part, behind a badly padded RSA block or a well-padded wrong key. */
function measureRejections(publicKeyPem: string, privateKey: PrivateKey, seconds: number) {
  const aes = encryptBodyWithKey(
    { account: 'alice', amount: '1.5' },
    publicKeyPem,
    randomRequestKey(),
  ).split('.')[1]!;
  const badPadding = Array.from({ length: 64 }, () => {
    const block = Buffer.alloc(256, 7);
    block[0] = 0;
    block[1] = 1; // type 1 instead of 2: rejected implicitly
    return `${publicEncrypt({ key: publicKeyPem, padding: constants.RSA_NO_PADDING }, block).toString('base64')}.${aes}`;
  });
  const wrongKey = Array.from(
    { length: 64 },
    () => `${encryptBodyWithKey({}, publicKeyPem, randomRequestKey()).split('.')[0]!}.${aes}`,
  );
  const [bad, wrong] = measureInterleaved(
    [
      (i) => expectError(badPadding[i % 64]!, privateKey),
      (i) => expectError(wrongKey[i % 64]!, privateKey),
    ],
    seconds,
  ) as [Rate, Rate];
  return { bad, wrong };
}

function bodyRows(
  bodies: string[],
  { full, fullPaired, rsaOnly }: ReturnType<typeof measureDecrypt>,
  { bad, wrong }: ReturnType<typeof measureRejections>,
  openssl: number | null,
): BenchRow[] {
  const meanBytes = bodies.reduce((sum, b) => sum + b.length, 0) / bodies.length;
  return [
    {
      id: 'body.decrypt',
      group: GROUP,
      label: `decryptBody, ${bodies.length} bodies (mean ${Math.round(meanBytes)} chars)`,
      value: full.opsPerSecond,
      unit: 'bodies/s',
      note: `${full.microsPerOp.toFixed(0)} µs each`,
    },
    {
      id: 'body.rsa-only',
      group: GROUP,
      label: 'privateDecrypt RSA_NO_PADDING alone',
      value: rsaOnly.opsPerSecond,
      unit: 'ops/s',
      note: `${rsaOnly.microsPerOp.toFixed(0)} µs each`,
    },
    {
      id: 'body.vs-rsa',
      group: GROUP,
      label: 'decryptBody / bare RSA (interleaved runs)',
      value: (100 * rsaOnly.microsPerOp) / fullPaired.microsPerOp,
      unit: '%',
      note: `unpad + HMAC + AES + JSON add ${(fullPaired.microsPerOp - rsaOnly.microsPerOp).toFixed(0)} µs per body`,
    },
    {
      id: 'body.vs-openssl',
      group: GROUP,
      label: 'decryptBody / openssl sign/s',
      value: openssl ? (100 * full.opsPerSecond) / openssl : null,
      unit: '%',
      note: openssl ? undefined : 'no openssl figure',
    },
    {
      id: 'body.reject.bad-padding',
      group: GROUP,
      label: 'rejected: bad RSA padding (implicit rejection)',
      value: bad.microsPerOp,
      unit: 'µs/body',
    },
    {
      id: 'body.reject.wrong-key',
      group: GROUP,
      label: 'rejected: valid padding, wrong AES key',
      value: wrong.microsPerOp,
      unit: 'µs/body',
      note: `bad padding / wrong key = ${(bad.microsPerOp / wrong.microsPerOp).toFixed(3)}`,
    },
  ];
}
