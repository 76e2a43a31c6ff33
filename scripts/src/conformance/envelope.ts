/**
 * The envelope rules of the contract (shared/src/contract/common.ts envelopeOf, SPEC.md
 * section 8): { success, message, code, result, timestamp } on every answered call,
 * success exactly when code is 200, a message in the caller's language, no result on a
 * refusal, and the result of a 200 shaped as the endpoint's contract entry says.
 */
import type { EndpointDef, Envelope } from '@sandbox/shared';
import type { Answer } from './client.ts';
import { CheckFailed, must } from './report.ts';

/** The codes the contract documents (envelopeOf's `code` description); 500 is documented but never conformant. */
export const DOCUMENTED_CODES = new Set([200, 400, 401, 403, 404, 409, 429]);

/** What is wrong with a value as an envelope, or undefined when it is one. */
export function envelopeProblem(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'the answer is not a JSON object';
  const e = json as Record<string, unknown>;
  if (typeof e.success !== 'boolean') return '`success` is not a boolean';
  if (typeof e.message !== 'string') return '`message` is not a string';
  if (!Number.isInteger(e.code)) return '`code` is not an integer';
  if (!('result' in e)) return '`result` is missing';
  if (!Number.isInteger(e.timestamp) || (e.timestamp as number) < 0) return '`timestamp` is not epoch milliseconds';
  if (e.success !== (e.code === 200)) return `success is ${String(e.success)} with code ${String(e.code)}`;
  if (e.code !== 200 && e.result !== null) return `a refusal (code ${String(e.code)}) carries a result`;
  if (e.code !== 200 && !(e.message as string).trim()) return `a refusal (code ${String(e.code)}) has an empty message`;
  return undefined;
}

/** The answer as an envelope, or the check fails naming what is wrong. */
export function envelope(answer: Answer, what: string): Envelope<unknown> {
  const problem = envelopeProblem(answer.json);
  if (problem) throw new CheckFailed(`${what}: ${problem} (HTTP ${answer.status}, ${answer.text.slice(0, 80).replace(/\s+/g, ' ')})`);
  return answer.json as Envelope<unknown>;
}

/** The first problem of a 200's result against the endpoint's contract schema. */
export function resultProblem(endpoint: EndpointDef, result: unknown): string | undefined {
  const parsed = endpoint.result.safeParse(result);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return issue ? `result.${issue.path.join('.') || '(root)'}: ${issue.message}` : 'result does not match the contract';
}

/** The envelope of a refusal with exactly `code`. */
export function refusal(answer: Answer, code: number, what: string): Envelope<unknown> {
  const e = envelope(answer, what);
  must(e.code === code, `${what}: expected code ${code}, got ${e.code} (${e.message})`);
  return e;
}

/** The envelope of a success whose result matches the contract. */
export function success<T = unknown>(endpoint: EndpointDef, answer: Answer, what = endpoint.id): T {
  const e = envelope(answer, what);
  must(e.code === 200, `${what}: expected code 200, got ${e.code} (${e.message})`);
  const problem = resultProblem(endpoint, e.result);
  must(!problem, `${what}: ${problem}`);
  return e.result as T;
}
