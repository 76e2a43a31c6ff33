/** klinecharts' built-in indicators offered on the K-line page: one on the candles, any number below. */
export const MAIN_INDICATORS = ['MA', 'EMA', 'BOLL'] as const;
export const SUB_INDICATORS = ['VOL', 'MACD', 'KDJ', 'RSI'] as const;
export type MainIndicator = (typeof MAIN_INDICATORS)[number];
export type SubIndicator = (typeof SUB_INDICATORS)[number];
