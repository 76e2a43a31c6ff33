// The market module's face: the contract calls over the simulated market (server/src/market).
export { marketHandlers } from './routes.ts';
