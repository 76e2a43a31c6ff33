import { createMarket } from '../../market/market.ts';
import { marketPlugin } from '../../market/plugin.ts';
import { defineModule } from '../define-module.ts';
import { marketQaRoutes } from './qa-routes.ts';
import { marketHandlers } from './routes.ts';

// The market module: the contract calls, the stream and the QA scripts over the simulated market (server/src/market).
/** The simulated market (server/src/market) and its calls: symbols, tickers, candles, the price stream. */
export const marketModule = defineModule({
  name: 'market',
  create: createMarket,
  handlers: marketHandlers,
  // The market loads its history here, ticks while listening and serves its stream (not an envelope route).
  routes: async (app, { api }) => {
    await app.register(marketPlugin, { market: api });
  },
  qa: { prefix: '/market', routes: marketQaRoutes },
});



// What a scenario file's market section goes through: the QA steers' own functions, the setting its seed is kept in.
export { replayAsked, steerSymbolAsked, type ReplayAsked, type SteerAsked } from './qa-steers.ts';
export { MARKET_SEED_SETTING } from '../../market/seed.ts';
