import Decimal from 'decimal.js';
import { badRequest } from '../errors.ts';

/** Rows a replay takes at most (a day of minute candles is 1,440). */
export const CSV_MAX_ROWS = 5_000;
/** A replay lasts at most a week from its first row. */
export const CSV_MAX_SPAN_SECONDS = 7 * 24 * 3600;

export interface CsvCandle {
  /** Seconds after the first row (0 for it). */
  offsetSeconds: number;
  open: string;
  high: string;
  low: string;
  close: string;
}

const NUMBER = /^\d+(\.\d+)?$/;

/** A timestamp cell: unix milliseconds (digits) or an ISO 8601 date-time; NaN when it is neither. */
function timestampMs(cell: string): number {
  if (/^\d+$/.test(cell)) return Number(cell);
  if (!/^\d{4}-\d{2}-\d{2}/.test(cell)) return Number.NaN;
  return Date.parse(cell);
}

/**
 * Reads an uploaded CSV of candles for a replay. Format (docs/domains/market.md "Steers",
 * CSV replay): a header `offset,open,high,low,close` (offset in seconds after the first row) or
 * `timestamp,open,high,low,close` (unix ms or ISO 8601; only the differences count), extra
 * columns after close (volume) ignored, then one candle a line. Prices are plain decimals above 0
 * with high >= open, close, low and low <= open, close; times increase and span at most a week.
 * Each refusal names the line. Written by hand rather than with a CSV library: the cells are
 * numbers and dates only (no quoting), and the checks are the work.
 */
export function parseCandleCsv(text: string): CsvCandle[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/).map((l) => l.trim());
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const header = (lines[0] ?? '').toLowerCase().split(',').map((c) => c.trim());
  const timeColumn = header[0];
  if ((timeColumn !== 'offset' && timeColumn !== 'timestamp') || header.slice(1, 5).join(',') !== 'open,high,low,close') throw badRequest('market.csvHeader');
  const body = lines.slice(1);
  if (body.length < 2 || body.length > CSV_MAX_ROWS) throw badRequest('market.csvRows', { max: CSV_MAX_ROWS });

  const rows: CsvCandle[] = [];
  let firstMs = 0;
  let previous = -1;
  body.forEach((line, i) => {
    const lineNo = i + 2;
    const cells = line.split(',').map((c) => c.trim());
    let atMs: number;
    if (timeColumn === 'offset') atMs = NUMBER.test(cells[0] ?? '') ? Number(cells[0]) * 1000 : Number.NaN;
    else atMs = timestampMs(cells[0] ?? '');
    if (!Number.isFinite(atMs)) throw badRequest('market.csvNumber', { line: lineNo, column: timeColumn });
    const prices = (['open', 'high', 'low', 'close'] as const).map((column, c) => {
      const cell = cells[c + 1] ?? '';
      if (!NUMBER.test(cell)) throw badRequest('market.csvNumber', { line: lineNo, column });
      return new Decimal(cell);
    });
    const [open, high, low, close] = prices as [Decimal, Decimal, Decimal, Decimal];
    if (low.lte(0) || high.lt(low) || high.lt(open) || high.lt(close) || low.gt(open) || low.gt(close)) throw badRequest('market.csvRange', { line: lineNo });
    if (i === 0) firstMs = atMs;
    // Whole seconds: the market moves second by second.
    const offsetSeconds = Math.round((atMs - firstMs) / 1000);
    if (offsetSeconds <= previous || offsetSeconds > CSV_MAX_SPAN_SECONDS) throw badRequest('market.csvTime', { line: lineNo });
    previous = offsetSeconds;
    rows.push({ offsetSeconds, open: open.toString(), high: high.toString(), low: low.toString(), close: close.toString() });
  });
  return rows;
}
