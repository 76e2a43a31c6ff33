import {
  dispose,
  init,
  registerXAxis,
  utils,
  type Chart,
  type DeepPartial,
  type DomPosition,
  type Indicator,
  type KLineData,
  type PaneOptions,
  type Styles,
  type TooltipShowRule,
} from 'klinecharts';
import { useEffect, useRef } from 'react';
import { REGION_TIME_ZONE } from '@sandbox/shared/constants';
import type { Candle, CandleInterval } from '../../../api/market.ts';
import { chartHeight, legendHeight, legendItems, pixelGap, ticksInside, type Measure } from './chart-layout.ts';
import type { MainIndicator, SubIndicator } from './indicators.ts';

const MINUTE = 60_000;
export const INTERVAL_MS: Record<CandleInterval, number> = {
  '1m': MINUTE,
  '5m': 5 * MINUTE,
  '15m': 15 * MINUTE,
  '30m': 30 * MINUTE,
  '1h': 60 * MINUTE,
  '4h': 240 * MINUTE,
  '1d': 1440 * MINUTE,
  '1w': 7 * 1440 * MINUTE,
};

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
export function chartStyles(family: string): DeepPartial<Styles> {
  const text = { family, size: 11 };
  return {
    grid: { horizontal: { color: '#1d2939' }, vertical: { color: '#1d2939' } },
    candle: {
      priceMark: { high: { textFamily: family }, low: { textFamily: family }, last: { text: { family } } },
      tooltip: { // The enum's value as text: the page's tests replace klinecharts, enums included.
      showRule: 'follow_cross' as TooltipShowRule, text },
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

/** Decimal places of a decimal string (the axis shows prices at the symbol's precision). */
const decimals = (value: string) =>
  value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;

/** Chart figures are drawn as numbers; the exact strings stay in the summary above the chart. */
export const toBar = (c: Candle): KLineData => ({
  timestamp: c.time,
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
  volume: Number(c.volume),
});

/**
 * The last bar moved by a live price, or null when the tick belongs to a bar that is not
 * loaded yet (the caller refetches the candles then).
 */
export function applyTick(
  last: KLineData | undefined,
  price: number,
  time: number,
  interval: CandleInterval,
): KLineData | null {
  if (!last || time >= last.timestamp + INTERVAL_MS[interval] || time < last.timestamp) return null;
  return {
    ...last,
    close: price,
    high: Math.max(last.high, price),
    low: Math.min(last.low, price),
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
function legendRoom(
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

interface Props {
  /** symbol + interval: a new key replaces the data, the same key updates the newest bars. */
  dataKey: string;
  interval: CandleInterval;
  candles: readonly Candle[] | undefined;
  livePrice: string | undefined;
  liveTime: number | null;
  main: MainIndicator | null;
  subs: readonly SubIndicator[];
  /** A live tick opened a bar that is not loaded: fetch the candles again. */
  onNewBar: () => void;
}

/** K-line of klinecharts (dark styles) with its built-in indicators; the chart lives only while shown. */
export default function CandleChart({
  dataKey,
  interval,
  candles,
  livePrice,
  liveTime,
  main,
  subs,
  onNewBar,
}: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const appliedKey = useRef('');
  const panes = useRef(new Map<string, string>());
  const fitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const measure = useRef<Measure>(() => 0);
  /** The options last given to each pane: unchanged ones are not set again (each relays the chart out). */
  const fitted = useRef(new Map<string, string>());

  /*
   * klinecharts computes indicators asynchronously (promises): the legends are measured on the
   * next task, once the values they show exist.
   */
  const fitSoon = () => {
    clearTimeout(fitTimer.current);
    fitTimer.current = setTimeout(() => {
      const c = chart.current;
      if (!c) return;
      legendRoom(c, panes.current, measure.current, (options) => {
        const key = JSON.stringify(options);
        if (fitted.current.get(options.id) === key) return;
        fitted.current.set(options.id, key);
        c.setPaneOptions(options);
      });
    }, 0);
  };

  // Created on show, disposed on hide (keep-alive pauses effects), so the effects below re-apply everything.
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const family = getComputedStyle(element).fontFamily;
    const textWidth = canvasMeasure(family);
    measure.current = textWidth;
    registerXAxis({
      name: X_AXIS_INSIDE,
      createTicks: ({ defaultTicks, bounding }) => ticksInside(defaultTicks, bounding.width, textWidth),
    });
    const created = init(element, {
      styles: 'dark',
      // The axis in region time, as every date the app shows (lib/format.ts formatServerTime).
      timezone: REGION_TIME_ZONE,
    });
    chart.current = created;
    created?.setStyles(chartStyles(family));
    created?.setPaneOptions({ id: X_AXIS_PANE, axisOptions: { name: X_AXIS_INSIDE } });
    // klinecharts gives its canvas wrapper tabindex="1", which reorders keyboard focus (axe: tabindex).
    element.querySelectorAll('[tabindex]').forEach((el) => el.setAttribute('tabindex', '0'));
    const onResize = () => {
      created?.resize();
      fitSoon();
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(fitTimer.current);
      // The ref is already detached when a hidden keep-alive page cleans up: dispose what was created.
      if (created) dispose(created);
      chart.current = null;
      appliedKey.current = '';
      panes.current = new Map();
      fitted.current = new Map();
    };
  }, []);

  useEffect(() => {
    const c = chart.current;
    if (!c || !candles?.length) return;
    if (appliedKey.current !== dataKey) {
      const last = candles[candles.length - 1]!;
      c.setPriceVolumePrecision(decimals(last.close), decimals(last.volume));
      c.applyNewData(candles.map(toBar));
      appliedKey.current = dataKey;
    } else {
      // A refetch: the newest bars may have grown (volume) or a new one opened.
      for (const candle of candles.slice(-3)) c.updateData(toBar(candle));
    }
    fitSoon();
  }, [candles, dataKey]);

  useEffect(() => {
    const c = chart.current;
    if (!c) return;
    const wanted = new Set<string>([...(main ? [main] : []), ...subs]);
    for (const [name, paneId] of panes.current) {
      if (!wanted.has(name)) {
        c.removeIndicator(paneId, name);
        panes.current.delete(name);
      }
    }
    for (const name of wanted) {
      if (panes.current.has(name)) continue;
      const isMain = name === main;
      const paneId = isMain
        ? c.createIndicator(name, true, { id: CANDLE_PANE })
        : c.createIndicator(name, false, { height: SUB_HEIGHT });
      if (paneId) panes.current.set(name, paneId);
    }
    // The box grew or shrank with the lower panes (chartHeight): the canvas follows it.
    c.resize();
    fitSoon();
  }, [main, subs]);

  useEffect(() => {
    const c = chart.current;
    if (!c || !livePrice || liveTime === null || appliedKey.current !== dataKey) return;
    const list = c.getDataList();
    const moved = applyTick(list[list.length - 1], Number(livePrice), liveTime, interval);
    if (moved) c.updateData(moved);
    else if (list.length && liveTime >= list[list.length - 1]!.timestamp) onNewBar();
  }, [livePrice, liveTime, interval, dataKey, onNewBar]);

  return <div ref={box} className="kl__chart" data-testid="kline-chart" style={{ height: chartHeight(subs.length) }} />;
}
