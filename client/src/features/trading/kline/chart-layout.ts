import type { AxisTick, PaneGap } from 'klinecharts';

/*
 * The K-line's layout arithmetic, apart from the canvas so tests can check it: how tall
 * klinecharts draws an indicator legend, the pane gap that keeps the bars below it, and the
 * time labels that fit inside the chart.
 */

/** klinecharts' indicator legend text style (styles.indicator.tooltip.text): the parts the layout needs. */
export interface LegendTextStyle {
  size: number;
  marginLeft: number;
  marginRight: number;
  marginTop: number;
  marginBottom: number;
}

/** Width of a text on the canvas, in pixels. */
export type Measure = (text: string) => number;

/**
 * Height of the legends of one pane as klinecharts 9 draws them (IndicatorTooltipView
 * drawStandardTooltipLegends): each indicator starts a new block; its items (name, then each
 * "title value") run left to right from `left` and wrap when one would end past `maxWidth`.
 * A pixel is added to each item's width: the canvas measures fractions, the wrap then comes
 * no later than here.
 */
export function legendHeight(
  blocks: readonly (readonly string[])[],
  left: number,
  maxWidth: number,
  text: LegendTextStyle,
  measure: Measure,
): number {
  const rowHeight = text.marginTop + text.size + text.marginBottom;
  let y = 0;
  for (const items of blocks) {
    if (items.length === 0) continue;
    let x = left;
    let row = 0;
    for (const item of items) {
      const width = text.marginLeft + measure(item) + 1 + text.marginRight;
      if (x + width > maxWidth) {
        // As klinecharts does: even the first item of a row moves the row down when too wide.
        x = left;
        y += row;
      }
      row = rowHeight;
      x += width;
    }
    y += row;
  }
  return y;
}

/**
 * The pane gap that keeps exactly `top` pixels above the highest value and `bottom` below the
 * lowest in a pane `height` pixels tall. klinecharts widens the value range by gap x range on
 * each side (a gap of 1 or more is first divided by the pane height), so a gap in pixels does
 * not give that many pixels: 40 in a 110-pixel pane left 29 above the bars. The bars' room is
 * height - top - bottom; the ratios are top and bottom over that room.
 */
export function pixelGap(height: number, top: number, bottom: number): Required<PaneGap> {
  const room = Math.max(height - top - bottom, 1);
  // A ratio of 1 or more would be read as pixels: give it as ratio x height, which reads back as the ratio.
  const gap = (px: number) => {
    const ratio = px / room;
    return ratio < 1 ? ratio : ratio * height;
  };
  return { top: gap(top), bottom: gap(bottom) };
}

/**
 * Where klinecharts 9 draws a value in a pane (YAxisImp calcRange and convertToPixel, normal
 * axis): the range from `min` to `max` widened by the gap, the top of the pane at 0.
 */
export function valueToY(
  value: number,
  min: number,
  max: number,
  height: number,
  gap: Required<PaneGap>,
): number {
  const rate = (g: number) => (g >= 1 ? g / height : g);
  const range = max - min;
  const from = min - range * rate(gap.bottom);
  const to = max + range * rate(gap.top);
  return Math.round((1 - (value - from) / (to - from)) * height);
}

/**
 * The time axis' labels that lie wholly inside the chart. klinecharts centres each label on its
 * bar and clips it at the canvas edge, so a label near the left (or right) edge showed cut in
 * half; such a label is left out, as its bar is not where the label could be read.
 */
export function ticksInside(
  ticks: readonly AxisTick[],
  width: number,
  measure: Measure,
): AxisTick[] {
  return ticks.filter((tick) => {
    const half = measure(tick.text) / 2;
    return tick.coord - half >= 0 && tick.coord + half <= width;
  });
}

/**
 * A legend value as klinecharts writes it (formatPrecision, formatBigNumber for volumes,
 * thousands separated), to find the widest one the legend can show.
 */
export function legendValue(value: number, precision: number, bigNumber: boolean): string {
  let text = value.toFixed(precision);
  if (bigNumber) {
    const units: [number, string][] = [
      [1e9, 'B'],
      [1e6, 'M'],
      [1e3, 'K'],
    ];
    const unit = units.find(([size]) => value > size);
    if (unit) text = `${+(value / unit[0]).toFixed(3)}${unit[1]}`;
  }
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/(\d)(?=(\d{3})+$)/g, '$1,');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The parts of a klinecharts indicator its legend shows. */
export interface LegendSource {
  shortName: string;
  calcParams: readonly unknown[];
  figures: readonly { key: string; title?: string | undefined }[];
  result: readonly (Record<string, unknown> | undefined)[];
  precision: number;
  shouldFormatBigNumber: boolean;
}

/**
 * The legend items of an indicator as klinecharts shows them ("VOL(5,10,20)", "MA5: 174.408"),
 * each value the widest of any bar: the legend follows the crosshair from bar to bar, and the
 * room kept for it must hold every one. A value not yet computed reads n/a, klinecharts' default.
 */
export function legendItems(indicator: LegendSource): string[] {
  const params = indicator.calcParams.length > 0 ? `(${indicator.calcParams.join(',')})` : '';
  const values = indicator.figures.flatMap((figure) => {
    if (typeof figure.title !== 'string') return [];
    let widest = 'n/a';
    for (const row of indicator.result) {
      const value = row?.[figure.key];
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      const text = legendValue(value, indicator.precision, indicator.shouldFormatBigNumber);
      if (text.length > widest.length) widest = text;
    }
    return [`${figure.title}${widest}`];
  });
  return [`${indicator.shortName}${params}`, ...values];
}

/** The chart with the candles and one lower pane (volume): what a phone shows above the fold. */
export const CHART_HEIGHT = 440;
/** What each lower pane beyond the first adds: its bars and a two-line legend. */
export const EXTRA_PANE_HEIGHT = 110;

/**
 * The chart's height for `lowerPanes` indicator panes below the candles: it grows by a pane's
 * height for each beyond the first, so the candle pane keeps its room however many are on
 * (in a fixed 440 px, four lower panes left the candles a sliver).
 */
export function chartHeight(lowerPanes: number): number {
  return CHART_HEIGHT + Math.max(0, lowerPanes - 1) * EXTRA_PANE_HEIGHT;
}
