/** Default seed of the simulated market (the same seed always gives the same prices); `MARKET_SEED` overrides it. */
export const DEFAULT_MARKET_SEED = 20_260_101;

/**
 * The private setting a scenario file's market seed is kept in (docs/scenarios.md "Market"): every
 * load of the market reads it over the configured seed, so a restart, a snapshot's restore and
 * another instance's reload keep the file's prices; a scenario without it leaves the configured seed.
 */
export const MARKET_SEED_SETTING = 'market.seed';
