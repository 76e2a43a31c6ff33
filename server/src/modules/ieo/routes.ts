import type { Handlers } from '../../routes/handlers.ts';
import type { IeoModule } from './module.ts';

/** IEO (/api/prod/app*Ioe, ext.ieoDraw): projects, the caller's subscriptions, apply, pay, the public draw data. */
export function ieoHandlers(m: IeoModule): Handlers {
  const { ieo } = m;
  return {
    'ioe.projectList': async ({ user, query }) => ieo.projects(user.id, query),
    'ioe.orderList': async ({ user, query }) => ieo.orders(user.id, query),
    'ioe.apply': async ({ user, body }) => ieo.apply(user.id, body),
    'ioe.pay': async ({ user, body }) => ieo.pay(user.id, body.orderId),
    'ext.ieoDraw': async ({ query }) => ieo.drawData(query.projectId),
  };
}
