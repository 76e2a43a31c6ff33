import { dispose, type Chart } from 'klinecharts';
import { useEffect, useRef, type RefObject } from 'react';
import type { Candle, CandleInterval } from '../../../api/market.ts';
import { applyTick, decimals, toBar } from './chart-bars.ts';
import type { Measure } from './chart-layout.ts';
import { addIndicator, createChart, legendRoom } from './chart-panes.ts';
import type { MainIndicator, SubIndicator } from './indicators.ts';

export interface CandleChartProps {
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

/** What the chart's effects share: the instance, the data on it, its indicators' panes, and fitting their legends. */
interface ChartState {
  chart: RefObject<Chart | null>;
  /** The dataKey of the candles on the chart. */
  appliedKey: RefObject<string>;
  /** Each indicator shown, by name, and its pane's id. */
  panes: RefObject<Map<string, string>>;
  fitSoon: () => void;
}

/** The chart in `box`: created on show, disposed on hide (keep-alive pauses effects), so the effects after it re-apply everything. */
function useChartInstance(box: RefObject<HTMLDivElement | null>): ChartState {
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

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const created = createChart(element);
    measure.current = created.measure;
    chart.current = created.chart;
    const onResize = () => {
      created.chart?.resize();
      fitSoon();
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(fitTimer.current);
      // The ref is already detached when a hidden keep-alive page cleans up: dispose what was created.
      if (created.chart) dispose(created.chart);
      chart.current = null;
      appliedKey.current = '';
      panes.current = new Map();
      fitted.current = new Map();
    };
  }, []);

  return { chart, appliedKey, panes, fitSoon };
}

/** The candles on the chart: a new dataKey replaces them, a refetch updates the newest bars. */
function useChartData({ chart, appliedKey, fitSoon }: ChartState, candles: readonly Candle[] | undefined, dataKey: string) {
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
}

/** The indicators shown: the main one on the candles, each lower one in a pane of its own. */
function useChartIndicators({ chart, panes, fitSoon }: ChartState, main: MainIndicator | null, subs: readonly SubIndicator[]) {
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
      const paneId = addIndicator(c, name, name === main);
      if (paneId) panes.current.set(name, paneId);
    }
    // The box grew or shrank with the lower panes (chartHeight): the canvas follows it.
    c.resize();
    fitSoon();
  }, [main, subs]);
}

/** A live price moves the last bar; a tick past it asks for the candles again (onNewBar). */
function useLiveTick({ chart, appliedKey }: ChartState, { livePrice, liveTime, interval, dataKey, onNewBar }: CandleChartProps) {
  useEffect(() => {
    const c = chart.current;
    if (!c || !livePrice || liveTime === null || appliedKey.current !== dataKey) return;
    const list = c.getDataList();
    const moved = applyTick(list[list.length - 1], Number(livePrice), liveTime, interval);
    if (moved) c.updateData(moved);
    else if (list.length && liveTime >= list[list.length - 1]!.timestamp) onNewBar();
  }, [livePrice, liveTime, interval, dataKey, onNewBar]);
}

/** The K-line chart in `box` following the props: data, indicators, live ticks. */
export function useCandleChart(box: RefObject<HTMLDivElement | null>, props: CandleChartProps) {
  const state = useChartInstance(box);
  useChartData(state, props.candles, props.dataKey);
  useChartIndicators(state, props.main, props.subs);
  useLiveTick(state, props);
}
