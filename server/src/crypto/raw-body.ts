import { BodyDecryptError } from './body-decrypt-error.ts';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The encrypted body as a string, from the raw request body. The wire format
 * sends it bare, but ARCHITECTURE.md section 3 also accepts it JSON-quoted
 * ("...."), which is what a client gets when it lets an HTTP library
 * JSON.stringify the string. Surrounding whitespace is ignored.
 */
export function unwrapRawBody(raw: string | Buffer): string {
  let text: string;
  if (typeof raw === 'string') {
    text = raw;
  } else {
    try {
      text = utf8.decode(raw);
    } catch {
      throw new BodyDecryptError('raw-not-utf8');
    }
  }
  text = text.trim();
  if (!text.startsWith('"')) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BodyDecryptError('raw-bad-json-string');
  }
  if (typeof parsed !== 'string') throw new BodyDecryptError('raw-bad-json-string');
  return parsed.trim();
}
