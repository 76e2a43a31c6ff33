import { useRef } from 'react';
import { chartHeight } from './chart-layout.ts';
import { useCandleChart, type CandleChartProps } from './use-candle-chart.ts';

/** K-line of klinecharts (dark styles) with its built-in indicators; the chart lives only while shown. */
export default function CandleChart(props: CandleChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useCandleChart(box, props);
  return <div ref={box} className="kl__chart" data-testid="kline-chart" style={{ height: chartHeight(props.subs.length) }} />;
}
