import type { Clock } from '../../clock.ts';
import { defineModule } from '../define-module.ts';
import { publicHandlers } from './routes.ts';

// The public module (/api/public).
/** Public calls: the server's time. */
export const publicModule = defineModule({
  name: 'public',
  create: (deps: { clock: Clock }) => deps,
  handlers: (api) => publicHandlers(api.clock),
});


