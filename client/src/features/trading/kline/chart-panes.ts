import {
  init,
  registerXAxis,
  utils,
  type Chart,
  type DeepPartial,
  type DomPosition,
  type Indicator,
  type PaneOptions,
  type Styles,
  type TooltipShowRule,
} from 'klinecharts';
import { REGION_TIME_ZONE } from '@sandbox/shared/constants';
import { legendHeight, legendItems, pixelGap, ticksInside, type Measure } from './chart-layout.ts';

// The K-line chart's look and panes: klinecharts set up in the app's font, and each pane's room for its legend.

const CANDLE_PANE = 'candle_pane';
const X_AXIS_PANE = 'x_axis_pane';
/** The time axis that leaves out a label the chart's edge would cut (registered at init). */
const X_AXIS_INSIDE = 'inside';
// The enum's value as text: the page's tests replace klinecharts, enums included.
const MAIN_WIDGET = 'main' as DomPosition;

/*
 * The indicator legends (MA values over the candles, VOL and its averages over the bars) have
 * room of their own at the top of each pane, below which no candle or bar is drawn (issues 17
 * and 30). The room follows the legend's height, which depends on the chart's width (the
 * legend wraps: two lines at 375 px, three at 320), so it is measured and set after every
 * change (data, indicators, size). The legend text and offsets are set here, so the
 * measurement uses what klinecharts draws.
 */
const LEGEND_TEXT = { size: 11, marginLeft: 8, marginTop: 4, marginRight: 8, marginBottom: 4 };
const LEGEND_OFFSET = { left: 4, top: 6, right: 4 };
/** Pixels between a legend's last line and the highest bar. */
const LEGEND_SPACE = 4;
/** Above the highest candle: the high price mark (its 10-px text centred 7 px above the high) and a margin; as much below the lowest. */
const HIGH_MARK_ROOM = 14;
const CANDLE_BOTTOM = 14;
/** A lower pane: its bars' own height, the legend's room above them and a little below. */
const SUB_BARS = 68;
const SUB_BOTTOM = 2;
/** A new lower pane's height until its legend is measured. */
const SUB_HEIGHT = 110;

/**
 * The chart's dark look in the app's own sans-serif font (klinecharts' default family is not on
 * most phones, and the canvas then falls back to a serif face). The open/high/low/close legend
 * shows only under the crosshair: the summary above the chart already has them, and the
 * indicator legends get the top line to themselves.
 */
function chartStyles(family: string): DeepPartial<Styles> {
  const text = { family, size: 11 };
  return {
    grid: { horizontal: { color: '#1d2939' }, vertical: { color: '#1d2939' } },
    candle: {
      priceMark: { high: { textFamily: family }, low: { textFamily: family }, last: { text: { family } } },
      // The enum's value as text: the page's tests replace klinecharts, enums included.
      tooltip: { showRule: 'follow_cross' as TooltipShowRule, text },
    },
    indicator: {
      tooltip: {
        offsetLeft: LEGEND_OFFSET.left,
        offsetTop: LEGEND_OFFSET.top,
        offsetRight: LEGEND_OFFSET.right,
        text: { ...LEGEND_TEXT, family },
      },
      lastValueMark: { text: { family } },
    },
    xAxis: { tickText: { family, size: 11 } },
    yAxis: { tickText: { family, size: 11 } },
    crosshair: { horizontal: { text: { family } }, vertical: { text: { family } } },
  };
}

/** The text width measure of the chart's canvas text, in its font at 11 px. */
function canvasMeasure(family: string): Measure {
  return (text) => utils.calcTextWidth(text, 11, 'normal', family);
}

/**
 * Each pane's options that give its legend room: a lower pane grows by its legend's height
 * above bars of SUB_BARS pixels, and the candles start below the main indicator's legend.
 * Lower panes first: their heights decide the candle pane's, read after they are set.
 */
export function legendRoom(
  chart: Chart,
  panes: ReadonlyMap<string, string>,
  measure: Measure,
  apply: (options: PaneOptions & { id: string }) => void,
): void {
  const legendOf = (paneId: string, name: string) => {
    const width = chart.getSize(paneId, MAIN_WIDGET)?.width ?? 0;
    const indicator = chart.getIndicatorByPaneId(paneId, name) as Indicator | null;
    if (!indicator || width <= 0) return 0;
    const height = legendHeight([legendItems(indicator)], LEGEND_OFFSET.left, width - LEGEND_OFFSET.right, LEGEND_TEXT, measure);
    return height > 0 ? LEGEND_OFFSET.top + height : 0;
  };
  let candleLegend = 0;
  for (const [name, paneId] of panes) {
    if (paneId === CANDLE_PANE) {
      candleLegend = Math.max(candleLegend, legendOf(paneId, name));
      continue;
    }
    const top = legendOf(paneId, name) + LEGEND_SPACE;
    const height = top + SUB_BARS + SUB_BOTTOM;
    apply({ id: paneId, height, gap: pixelGap(height, top, SUB_BOTTOM) });
  }
  const candleHeight = chart.getSize(CANDLE_PANE, MAIN_WIDGET)?.height ?? 0;
  if (candleHeight > 0) apply({ id: CANDLE_PANE, gap: pixelGap(candleHeight, candleLegend + HIGH_MARK_ROOM, CANDLE_BOTTOM) });
}

/**
 * A chart of klinecharts in `element`: dark, in the element's font, its time axis in region time
 * with no label cut at the edge; with the measure of its canvas text (the legends' room).
 */
export function createChart(element: HTMLElement): { chart: Chart | null; measure: Measure } {
  const family = getComputedStyle(element).fontFamily;
  const measure = canvasMeasure(family);
  registerXAxis({
    name: X_AXIS_INSIDE,
    createTicks: ({ defaultTicks, bounding }) => ticksInside(defaultTicks, bounding.width, measure),
  });
  const chart = init(element, {
    styles: 'dark',
    // The axis in region time, as every date the app shows (lib/format.ts formatServerTime).
    timezone: REGION_TIME_ZONE,
  });
  chart?.setStyles(chartStyles(family));
  chart?.setPaneOptions({ id: X_AXIS_PANE, axisOptions: { name: X_AXIS_INSIDE } });
  // klinecharts gives its canvas wrapper tabindex="1", which reorders keyboard focus (axe: tabindex).
  element.querySelectorAll('[tabindex]').forEach((el) => el.setAttribute('tabindex', '0'));
  return { chart, measure };
}

/** Shows an indicator on the candles (the main one) or in a lower pane of its own; its pane's id. */
export function addIndicator(chart: Chart, name: string, onCandles: boolean): string | null {
  return onCandles ? chart.createIndicator(name, true, { id: CANDLE_PANE }) : chart.createIndicator(name, false, { height: SUB_HEIGHT });
}
