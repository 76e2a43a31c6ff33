import type { Handlers } from '../../routes/handlers.ts';
import type { VipModule } from './module.ts';

/** VIP levels (user.levelList) and the welfare centre (ext.welfare*). */
export function vipHandlers(m: VipModule): Handlers {
  return {
    'user.levelList': async ({ user }) => m.levels.list(user.id),
    'ext.welfareList': async ({ user, query }) => m.welfare.list(user.id, query),
    'ext.welfareClaim': async ({ user, body }) => m.welfare.claim(user.id, body.id),
  };
}
