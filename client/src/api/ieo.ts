import { IEO_ORDER_STATUS, IEO_PROJECT_STATUS } from '@sandbox/shared/status';
import type { ioe } from '@sandbox/shared/contract/index';
import { call, callAtServerTime } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf } from './contract.ts';

/**
 * IEO subscription (issue 14, server: modules/ieo): the projects with the caller's applied
 * quantity, the caller's subscriptions, apply, pay a won allocation, and the public draw data
 * of a drawn project (ext.ieoDraw). The query hooks and the screens' rules live in features/ieo.
 */

export { IEO_ORDER_STATUS, IEO_PROJECT_STATUS };
export type IeoProject = ResultOf<typeof ioe.projectList>['records'][number];
export type IeoProjectPage = ResultOf<typeof ioe.projectList>;
export type IeoProjectQuery = QueryOf<typeof ioe.projectList>;
export type IeoOrder = ResultOf<typeof ioe.apply>;
export type IeoOrderPage = ResultOf<typeof ioe.orderList>;
export type IeoOrderQuery = QueryOf<typeof ioe.orderList>;
export type IeoApplyRequest = BodyOf<typeof ioe.apply>;
export type IeoDraw = ResultOf<typeof ioe.ieoDraw>;

/** A page of projects with the sandbox clock (epoch ms) at which the server answered it. */
export interface IeoProjectPageAtServerTime extends IeoProjectPage {
  serverTime: number;
}

/**
 * A page of projects read as a raw envelope: its timestamp is the sandbox clock (QA may have moved
 * it days ahead of the device's) at which the server ran the due calendar steps and answered, so
 * whether a project's subscription window is open is judged at the same instant as its status.
 * A refusal rejects with the server's message, without a toast (the list shows its retry).
 */
export async function listIeoProjects(query: IeoProjectQuery, now: () => number = Date.now): Promise<IeoProjectPageAtServerTime> {
  const { result, serverTime } = await callAtServerTime(endpoints['ioe.projectList'], { query }, now);
  return { ...result, serverTime };
}
export const listIeoOrders = (query: IeoOrderQuery): Promise<IeoOrderPage> => call(endpoints['ioe.orderList'], { query });
export const applyIeo = (body: IeoApplyRequest): Promise<IeoOrder> => call(endpoints['ioe.apply'], { body });
export const payIeo = (orderId: string): Promise<IeoOrder> => call(endpoints['ioe.pay'], { body: { orderId } });
export const getIeoDraw = (projectId: string): Promise<IeoDraw> => call(endpoints['ext.ieoDraw'], { query: { projectId } });
