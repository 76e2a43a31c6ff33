import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { kyc } from '@sandbox/shared/contract/index';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import type { BodyOf, QueryOf, ResultOf, set, user } from './contract.ts';
import { useUserStore } from '../store/user-store.ts';

/**
 * Identity: personal profile (user.updateKYC), basic and advanced verification (/api/auth),
 * the country list (extension) and short links (invitation links).
 */

export type KycRecord = ResultOf<typeof kyc.kycList>[number];
export type ApplyKycRequest = BodyOf<typeof kyc.applyKyc>;
export type ApplyAdvancedRequest = BodyOf<typeof kyc.applyAdvanced>;
export type KycState = ResultOf<typeof kyc.isHaveAuth>;
export type KycDone = ResultOf<typeof kyc.isHaveAuthDone>;
export type ProfileRequest = BodyOf<typeof user.updateKyc>;
export type Country = ResultOf<typeof set.countryList>[number];
export type ShortLink = ResultOf<typeof set.shortLinkUse>;

export const applyKyc = (body: ApplyKycRequest): Promise<KycRecord> => call(endpoints['kyc.applyKYC'], { body });
export const applyAdvanced = (body: ApplyAdvancedRequest): Promise<KycRecord> => call(endpoints['kyc.applyAdvanced'], { body });
export const isHaveAuth = (): Promise<KycState> => call(endpoints['kyc.isHaveAuth']);
export const isHaveAuthDone = (): Promise<KycDone> => call(endpoints['kyc.isHaveAuthDone']);
export const listMyKyc = (): Promise<KycRecord[]> => call(endpoints['kyc.listMy']);
export const updateProfile = (body: ProfileRequest): Promise<ResultOf<typeof user.updateKyc>> => call(endpoints['user.updateKYC'], { body });
export const getCountries = (): Promise<Country[]> => call(endpoints['ext.countryList']);
export const resolveShortLink = (query: QueryOf<typeof set.shortLinkUse>): Promise<ShortLink> => call(endpoints['set.shortLinkUse'], { query });

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
