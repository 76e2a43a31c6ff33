import { NOTICE_KIND_NAMES, type MyNotice } from '../../api/content.ts';
import { routeWith, routes } from '../../lib/route-paths.ts';

/** The notifications screen's two tabs: every notification, or the unread ones. */
export type NoticeFilter = 'all' | 'unread';

/** The screen a personal notification is about (its kind and record), if there is one. */
export function noticeDetailPath(notice: Pick<MyNotice, 'kind' | 'refId'>): string | undefined {
  const id = notice.refId ?? undefined;
  switch (NOTICE_KIND_NAMES[notice.kind]) {
    case 'depositCredited':
      return id && routeWith(routes.rechargeWithdrawalResult, { type: 'recharge', id });
    case 'withdrawalPaid':
    case 'withdrawalRejected':
      return id && routeWith(routes.rechargeWithdrawalResult, { type: 'withdrawal', id });
    case 'verificationApproved':
    case 'verificationRejected':
      return routes.identityResult;
    case 'positionLiquidated':
    case 'positionTakeProfit':
    case 'positionStopLoss':
      return id && routeWith(routes.settlementInfo, { id });
    case 'secondSettled':
      return routeWith(routes.contract, { tab: 'second' });
    case 'loanApproved':
      return routes.loanOrders;
    case 'rewardReceived':
      return routes.welfareCentre;
    default:
      return undefined;
  }
}
