import { describe, expect, it } from 'vitest';
import {
  chartHeight,
  legendHeight,
  legendItems,
  legendValue,
  pixelGap,
  ticksInside,
  valueToY,
} from './chart-layout.ts';

// klinecharts' legend text as the page sets it: 11 px, 8 px either side, 4 above and below (19-px rows).
const TEXT = { size: 11, marginLeft: 8, marginRight: 8, marginTop: 4, marginBottom: 4 };
const ROW = 19;
const LEGEND_TOP = 6;
/** 6 px a character: a stand-in for the canvas. */
const measure = (text: string) => text.length * 6;

const VOL_LEGEND = [
  'VOL(5,10,20)',
  'MA5: 174.408',
  'MA10: 139.342',
  'MA20: 119.933',
  'VOLUME: 55.486',
];

describe('K-line layout', () => {
  it('measures a legend as klinecharts wraps it: rows of items, a new block per indicator', () => {
    // Items of 89-103 px: three fit on a 313-px row, two or one on a 258-px row.
    expect(legendHeight([VOL_LEGEND], 4, 309, TEXT, measure)).toBe(2 * ROW);
    expect(legendHeight([VOL_LEGEND], 4, 254, TEXT, measure)).toBe(3 * ROW);
    expect(legendHeight([VOL_LEGEND], 4, 1000, TEXT, measure)).toBe(ROW);
    expect(legendHeight([VOL_LEGEND, ['MA(5)']], 4, 1000, TEXT, measure)).toBe(2 * ROW);
    expect(legendHeight([[]], 4, 309, TEXT, measure)).toBe(0);
  });

  it('keeps the volume bars below their legend: the highest bar starts under its last line', () => {
    const max = 480;
    const legendBottom = LEGEND_TOP + legendHeight([VOL_LEGEND], 4, 309, TEXT, measure); // 44
    // The old pane: 110 px with a gap of 40 "pixels" put the highest bar at 29 px, under the legend's second line.
    expect(valueToY(max, 0, max, 110, { top: 40, bottom: 2 })).toBeLessThan(legendBottom);

    const top = legendBottom + 4;
    const height = top + 68 + 2;
    const gap = pixelGap(height, top, 2);
    expect(valueToY(max, 0, max, height, gap)).toBe(top);
    expect(valueToY(max, 0, max, height, gap)).toBeGreaterThan(legendBottom);
    expect(valueToY(0, 0, max, height, gap)).toBe(height - 2);
  });

  it('gives an exact pixel gap even when the legend is taller than the bars (a ratio over 1)', () => {
    const gap = pixelGap(60, 40, 2);
    expect(gap.top).toBeGreaterThanOrEqual(1);
    expect(valueToY(10, 2, 10, 60, gap)).toBe(40);
    expect(valueToY(2, 2, 10, 60, gap)).toBe(58);
    // The candle pane: 306 px, legend and high mark 58 px above, 14 below.
    const candles = pixelGap(306, 58, 14);
    expect(valueToY(97_918.74, 94_258.09, 97_918.74, 306, candles)).toBe(58);
    expect(valueToY(94_258.09, 94_258.09, 97_918.74, 306, candles)).toBe(292);
  });

  it('leaves out a time label the chart edge would cut, keeping those wholly inside', () => {
    const ticks = [
      { coord: 10, value: 1, text: '07:45' }, // 30 px wide from -5: cut at the left edge
      { coord: 15, value: 2, text: '08:00' }, // from 0: inside
      { coord: 160, value: 3, text: '10-05' },
      { coord: 298, value: 4, text: '12:45' }, // to 313: inside
      { coord: 300, value: 5, text: '13:00' }, // to 315: cut at the right edge
    ];
    expect(ticksInside(ticks, 313, measure).map((t) => t.value)).toEqual([2, 3, 4]);
  });

  it('writes legend values as klinecharts does and reserves the widest of any bar', () => {
    expect(legendValue(95712.214, 2, false)).toBe('95,712.21');
    expect(legendValue(1234.5678, 3, true)).toBe('1.235K');
    expect(legendValue(2_500_000, 0, true)).toBe('2.5M');
    expect(legendValue(-114.57451, 4, false)).toBe('-114.5745');
    expect(
      legendItems({
        shortName: 'VOL',
        calcParams: [5, 10],
        figures: [
          { key: 'ma1', title: 'MA5: ' },
          { key: 'ma2', title: 'MA10: ' },
          { key: 'volume', title: 'VOLUME: ' },
          { key: 'bar' },
        ],
        result: [{ volume: 3.125 }, { volume: 12.5, ma1: 7.8 }, { volume: 1234.567, ma1: 620.3 }],
        precision: 3,
        shouldFormatBigNumber: true,
      }),
    ).toEqual(['VOL(5,10)', 'MA5: 620.300', 'MA10: n/a', 'VOLUME: 12.500']);
  });

  it('grows the chart by a pane for each lower indicator beyond the first, so the candles keep their room', () => {
    expect([0, 1, 2, 3, 4].map(chartHeight)).toEqual([440, 440, 550, 660, 770]);
    // What the candles keep with all four lower panes on (each about 110 px): as with one.
    expect(chartHeight(4) - 4 * 110).toBe(chartHeight(1) - 110);
  });
});
