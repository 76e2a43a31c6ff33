/** Default seed of the simulated market (the same seed always gives the same prices); `MARKET_SEED` overrides it. */
export const DEFAULT_MARKET_SEED = 20_260_101;
