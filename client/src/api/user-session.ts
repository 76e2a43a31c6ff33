import { call, callForEnvelope } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { ReceivedEnvelope } from './http.ts';
import type { ResultOf, user } from './contract.ts';

/**
 * The user calls the app shell makes on every visit (the guard, the heartbeat, the activity
 * report). Apart from user.ts, whose mutation hooks would bring TanStack's mutation code into
 * /home's first download (bundle budget); user.ts re-exports them for the screens.
 */

export type MyUserInfo = ResultOf<typeof user.getMyUserInfo>;

/**
 * The guard reads the envelope's own code (SPEC.md section 4: "a response code of 200
 * stores the result"), so this call asks the http instance for the raw envelope.
 */
export function fetchMyUserInfoEnvelope(): Promise<ReceivedEnvelope<MyUserInfo> | undefined> {
  return callForEnvelope(endpoints['user.getMyUserInfo']);
}

export const getMyUserInfo = (): Promise<MyUserInfo> => call(endpoints['user.getMyUserInfo']);
export const activeReport = (): Promise<ResultOf<typeof user.activeReport>> => call(endpoints['user.activeReport']);
