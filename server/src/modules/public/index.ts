// The public module's face (/api/public).
export { publicHandlers } from './routes.ts';
