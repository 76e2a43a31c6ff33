import type { BenchRow } from './types.ts';

/** Formats rows as a plain-text table, one section per group. */
export function formatTable(rows: readonly BenchRow[]): string {
  const cells = rows.map((row) => ({
    group: row.group,
    label: row.label,
    value: row.value === null ? '—' : formatNumber(row.value),
    unit: row.unit,
    note: row.note ?? '',
  }));
  const width = (key: 'label' | 'value' | 'unit') =>
    Math.max(...cells.map((c) => c[key].length), 0);
  const [wl, wv, wu] = [width('label'), width('value'), width('unit')];
  const lines: string[] = [];
  let group: string | undefined;
  for (const c of cells) {
    if (c.group !== group) {
      group = c.group;
      lines.push('', `## ${group}`);
    }
    lines.push(
      `  ${c.label.padEnd(wl)}  ${c.value.padStart(wv)}  ${c.unit.padEnd(wu)}  ${c.note}`.trimEnd(),
    );
  }
  return lines.join('\n');
}

function formatNumber(value: number): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
