import { toDecimal } from '@sandbox/shared/format';
import { NO_VALUE_TEXT } from '@sandbox/shared/constants';
import { COMPETITION_STATUS, type Competition, type CompetitionEntry } from '../../api/competition.ts';
import { nameOfCode } from '../../lib/code-names.ts';

/**
 * The competition screens' rules, pure for tests (docs/domains/community.md, "Community
 * screens").
 */

export type StatusKey = 'inProgress' | 'toStart' | 'ended' | 'exited';

const STATUS_KEYS = {
  [COMPETITION_STATUS.IN_PROGRESS]: 'inProgress', [COMPETITION_STATUS.TO_BE_STARTED]: 'toStart', [COMPETITION_STATUS.EXITED]: 'exited',
} as const;
/** Translation key of a status code of SPEC.md section 4 (competition.status.<key>). */
export const statusKey = (status: number): StatusKey => nameOfCode(STATUS_KEYS, status, 'ended');

export const statusColor = (status: number): string =>
  status === COMPETITION_STATUS.IN_PROGRESS ? 'success' : status === COMPETITION_STATUS.TO_BE_STARTED ? 'primary' : status === COMPETITION_STATUS.EXITED ? 'danger' : 'default';

/** A rank range as shown: "1" for one rank, "4-10" for a range. */
export const rankRangeText = (from: number, to: number): string => (from === to ? String(from) : `${from}-${to}`);

/** The caller may join until the end, once (the server refuses a second join, also after leaving). */
export const canJoin = (competition: Pick<Competition, 'status' | 'joined'>, entry: Pick<CompetitionEntry, 'status'> | null): boolean =>
  competition.status !== COMPETITION_STATUS.ENDED && !competition.joined && entry === null;

/** An entry may leave before the end: while it waits for the start or runs. */
export const canExit = (entry: Pick<CompetitionEntry, 'status'> | null): boolean =>
  entry !== null && (entry.status === COMPETITION_STATUS.IN_PROGRESS || entry.status === COMPETITION_STATUS.TO_BE_STARTED);

/** The entry trades on its competition account while both run (the server refuses before the start, after exit and after the end). */
export const canTrade = (competition: Pick<Competition, 'status'>, entry: Pick<CompetitionEntry, 'status'> | null): boolean =>
  entry !== null && entry.status === COMPETITION_STATUS.IN_PROGRESS && competition.status === COMPETITION_STATUS.IN_PROGRESS;

/** The contract trading page on the caller's account in this competition. */
export const tradePath = (contractPath: string, competitionId: string): string => `${contractPath}?competition=${encodeURIComponent(competitionId)}`;

/** A yield in percent from the wire ("-1.5") with its sign: "+2.35%", "-1.5%", "0%". */
export function yieldText(value: string): string {
  const d = toDecimal(value);
  if (!d) return NO_VALUE_TEXT;
  return `${d.gt(0) ? '+' : ''}${d.toString()}%`;
}

export const yieldColor = (value: string): string | undefined => {
  const d = toDecimal(value);
  return !d || d.isZero() ? undefined : d.gt(0) ? 'var(--up, #16a34a)' : 'var(--down, #dc2626)';
};
