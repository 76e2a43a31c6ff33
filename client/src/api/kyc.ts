import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { kyc } from '@sandbox/shared/contract/index';
import { get, post } from './http.ts';
import { defineCalls, type BodyOf, type ext, type QueryOf, type ResultOf, type set, type user } from './contract.ts';
import { useUserStore } from '../store/user-store.ts';

/**
 * Identity: personal profile (user.updateKYC), basic and advanced verification (/api/auth),
 * the country list (extension) and short links (invitation links).
 */

export const KYC_CALLS = defineCalls({
  applyKYC: { id: 'kyc.applyKYC', method: 'POST', path: '/auth/appAuth/applyKYC' },
  applyAdvanced: { id: 'kyc.applyAdvanced', method: 'POST', path: '/auth/appAuth/applyAdvanced' },
  isHaveAuth: { id: 'kyc.isHaveAuth', method: 'GET', path: '/auth/appAuth/isHaveAuth' },
  isHaveAuthDone: { id: 'kyc.isHaveAuthDone', method: 'GET', path: '/auth/appAuth/isHaveAuthDone' },
  listMy: { id: 'kyc.listMy', method: 'GET', path: '/auth/appAuth/listMy' },
  updateKYC: { id: 'user.updateKYC', method: 'POST', path: '/user/appUser/updateKYC' },
  countryList: { id: 'ext.countryList', method: 'GET', path: '/ext/countries' },
  shortLinkUse: { id: 'set.shortLinkUse', method: 'GET', path: '/set/appShortLink/use' },
});

export type KycRecord = ResultOf<typeof kyc.kycList>[number];
export type ApplyKycRequest = BodyOf<typeof kyc.applyKyc>;
export type ApplyAdvancedRequest = BodyOf<typeof kyc.applyAdvanced>;
export type KycState = ResultOf<typeof kyc.isHaveAuth>;
export type KycDone = ResultOf<typeof kyc.isHaveAuthDone>;
export type ProfileRequest = BodyOf<typeof user.updateKyc>;
export type Country = ResultOf<typeof ext.countryList>[number];
export type ShortLink = ResultOf<typeof set.shortLinkUse>;

export const applyKyc = (body: ApplyKycRequest): Promise<KycRecord> => post(KYC_CALLS.applyKYC.path, body);
export const applyAdvanced = (body: ApplyAdvancedRequest): Promise<KycRecord> => post(KYC_CALLS.applyAdvanced.path, body);
export const isHaveAuth = (): Promise<KycState> => get(KYC_CALLS.isHaveAuth.path);
export const isHaveAuthDone = (): Promise<KycDone> => get(KYC_CALLS.isHaveAuthDone.path);
export const listMyKyc = (): Promise<KycRecord[]> => get(KYC_CALLS.listMy.path);
export const updateProfile = (body: ProfileRequest): Promise<ResultOf<typeof user.updateKyc>> => post(KYC_CALLS.updateKYC.path, body);
export const getCountries = (): Promise<Country[]> => get(KYC_CALLS.countryList.path);
export const resolveShortLink = (query: QueryOf<typeof set.shortLinkUse>): Promise<ShortLink> => get(KYC_CALLS.shortLinkUse.path, query);

export const KYC_KEYS = { list: ['kyc', 'list'], state: ['kyc', 'state'], countries: ['countries'] } as const;

/** Submissions, newest first; polled while one is waiting for review so the result appears by itself. */
export const useKycList = () =>
  useQuery({
    queryKey: KYC_KEYS.list,
    queryFn: listMyKyc,
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 1) ? 10_000 : false),
  });

export const useKycState = () => useQuery({ queryKey: KYC_KEYS.state, queryFn: isHaveAuth });

export const useCountries = () => useQuery({ queryKey: KYC_KEYS.countries, queryFn: getCountries, staleTime: Infinity });

/** A submission changes the verification state and the stored user (kycStatus). */
function useAfterKyc() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['kyc'] });
}

export const useApplyKycMutation = () => {
  const after = useAfterKyc();
  return useMutation({ mutationFn: applyKyc, onSuccess: after });
};

export const useApplyAdvancedMutation = () => {
  const after = useAfterKyc();
  return useMutation({ mutationFn: applyAdvanced, onSuccess: after });
};

/** The answer is the updated user: the store takes it at once. */
export const useUpdateProfileMutation = () =>
  useMutation({ mutationFn: updateProfile, onSuccess: (info) => useUserStore.getState().setUserInfo(info) });
