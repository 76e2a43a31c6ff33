import type { Handlers } from '../../routes/handlers.ts';
import type { IeoModule } from './module.ts';

/** IEO (/api/prod/app*Ioe, ext.ieoDraw): projects, the caller's subscriptions, apply, pay, the public draw data. */
export function ieoHandlers(m: IeoModule): Handlers {
  const { ieo } = m;
  return {
    'ioe.projectList': async ({ user, query, request }) => ieo.projects(user.id, query, request.lang),
    'ioe.orderList': async ({ user, query, request }) => ieo.orders(user.id, query, request.lang),
    'ioe.apply': async ({ user, body, request }) => ieo.apply(user.id, body, request.lang),
    'ioe.pay': async ({ user, body, request }) => ieo.pay(user.id, body.orderId, request.lang),
    'ext.ieoDraw': async ({ query }) => ieo.drawData(query.projectId),
  };
}
