import { dispose, init, type Chart, type TooltipShowRule, type DeepPartial, type KLineData, type Styles } from 'klinecharts';
import { useEffect, useRef } from 'react';
import { REGION_TIME_ZONE } from '@sandbox/shared/constants';
import type { Candle, CandleInterval } from '../../api/market.ts';
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

/*
 * Room above the candles and the lower panes' bars for their legend lines (the MA values, the
 * VOL values), so a legend never covers the newest candle or bar (issue 17). Pane gaps above 1
 * are pixels in klinecharts.
 */
// Legends wrap to two lines at 375 px (MA5 to MA60, VOL with its averages): room for both.
const CANDLE_GAP = { top: 64, bottom: 12 };
const SUB_GAP = { top: 40, bottom: 2 };
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
    indicator: { tooltip: { text }, lastValueMark: { text: { family } } },
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

  // Created on show, disposed on hide (keep-alive pauses effects), so the effects below re-apply everything.
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const created = init(element, {
      styles: 'dark',
      // The axis in region time, as every date the app shows (lib/format.ts formatServerTime).
      timezone: REGION_TIME_ZONE,
    });
    chart.current = created;
    created?.setStyles(chartStyles(getComputedStyle(element).fontFamily));
    // klinecharts gives its canvas wrapper tabindex="1", which reorders keyboard focus (axe: tabindex).
    element.querySelectorAll('[tabindex]').forEach((el) => el.setAttribute('tabindex', '0'));
    const onResize = () => created?.resize();
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      // The ref is already detached when a hidden keep-alive page cleans up: dispose what was created.
      if (created) dispose(created);
      chart.current = null;
      appliedKey.current = '';
      panes.current = new Map();
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
        ? c.createIndicator(name, true, { id: CANDLE_PANE, gap: CANDLE_GAP })
        : c.createIndicator(name, false, { height: SUB_HEIGHT, gap: SUB_GAP });
      if (paneId) panes.current.set(name, paneId);
    }
  }, [main, subs]);

  useEffect(() => {
    const c = chart.current;
    if (!c || !livePrice || liveTime === null || appliedKey.current !== dataKey) return;
    const list = c.getDataList();
    const moved = applyTick(list[list.length - 1], Number(livePrice), liveTime, interval);
    if (moved) c.updateData(moved);
    else if (list.length && liveTime >= list[list.length - 1]!.timestamp) onNewBar();
  }, [livePrice, liveTime, interval, dataKey, onNewBar]);

  return <div ref={box} className="kl__chart" data-testid="kline-chart" />;
}
