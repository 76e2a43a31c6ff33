import { DEFAULT_LANGUAGE, type Language } from '@sandbox/shared';
import type { PageQuery } from '../paging.ts';
import { drawData, listOrders, listProjects, type IeoServiceDeps } from './ieo-reads.ts';
import { apply, pay } from './ieo-subscribe.ts';

export type IeoService = ReturnType<typeof createIeoService>;

/**
 * The caller's side of IEO: projects, subscriptions and the draw data (ieo-reads.ts),
 * apply and pay (ieo-subscribe.ts).
 */
export function createIeoService(deps: IeoServiceDeps) {
  return {
    projects: (userId: string, q: PageQuery & { status?: number | undefined }, lang: Language) => listProjects(deps, userId, q, lang),
    orders: (userId: string, q: PageQuery & { status?: number | undefined }, lang: Language) => listOrders(deps, userId, q, lang),
    apply: (userId: string, input: { projectId: string; quantity: string }, lang: Language = DEFAULT_LANGUAGE) => apply(deps, userId, input, lang),
    pay: (userId: string, orderId: string, lang: Language = DEFAULT_LANGUAGE) => pay(deps, userId, orderId, lang),
    drawData: (projectId: string) => drawData(deps, projectId),
  };
}
