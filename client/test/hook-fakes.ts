import { vi } from 'vitest';

/**
 * The identity and wallet api modules faked at their query hooks, for the screens whose tests
 * answer the hooks themselves (the verification, profile, withdrawal, asset and record screens):
 * each hook is a real TanStack query or mutation over a fake the test sets. A test file swaps a
 * module in with
 *
 *   vi.mock('../../api/kyc.ts', async () => (await import('../../../test/hook-fakes.ts')).kycModule());
 *   vi.mock('../../api/finance.ts', async (original) => (await import('../../../test/hook-fakes.ts')).financeModule(original));
 */

export const kyc = {
  listMyKyc: vi.fn(),
  applyKyc: vi.fn(),
  applyAdvanced: vi.fn(),
  isHaveAuth: vi.fn(),
  getCountries: vi.fn(),
  updateProfile: vi.fn(),
};

export async function kycModule(): Promise<object> {
  const rq = await import('@tanstack/react-query');
  return {
    useKycList: () => rq.useQuery({ queryKey: ['kyc', 'list'], queryFn: kyc.listMyKyc }),
    useKycState: () => rq.useQuery({ queryKey: ['kyc', 'state'], queryFn: kyc.isHaveAuth }),
    useCountries: () => rq.useQuery({ queryKey: ['countries'], queryFn: kyc.getCountries }),
    useApplyKycMutation: () => rq.useMutation({ mutationFn: kyc.applyKyc }),
    useApplyAdvancedMutation: () => rq.useMutation({ mutationFn: kyc.applyAdvanced }),
    useUpdateProfileMutation: () => rq.useMutation({ mutationFn: kyc.updateProfile }),
  };
}

export const finance = {
  queryUserAssets: vi.fn(),
  queryUserBalance: vi.fn(),
  queryUserContractBalance: vi.fn(),
  getCurrencyList: vi.fn(),
  getRate: vi.fn(),
  listWithdrawalAccounts: vi.fn(),
  listRecharges: vi.fn(),
  listWithdrawals: vi.fn(),
  applyWithdrawal: vi.fn(),
};

/** api/finance.ts with its wallet hooks over `finance` (its other exports as they are). */
export async function financeModule(importOriginal: () => Promise<object>): Promise<object> {
  const rq = await import('@tanstack/react-query');
  return {
    ...(await importOriginal()),
    useUserAssets: () => rq.useQuery({ queryKey: ['assets'], queryFn: finance.queryUserAssets }),
    useUserBalance: () => rq.useQuery({ queryKey: ['balance'], queryFn: finance.queryUserBalance }),
    useContractBalance: () => rq.useQuery({ queryKey: ['contract'], queryFn: finance.queryUserContractBalance }),
    useCurrencies: () => rq.useQuery({ queryKey: ['currencies'], queryFn: finance.getCurrencyList }),
    useRate: (currency: string, quote: string, enabled: boolean) =>
      rq.useQuery({ queryKey: ['rate', currency, quote], queryFn: () => finance.getRate(currency, quote), enabled }),
    useWithdrawalAccounts: () => rq.useQuery({ queryKey: ['accounts'], queryFn: finance.listWithdrawalAccounts }),
    useRecharges: (q: object) => rq.useQuery({ queryKey: ['recharges', q], queryFn: finance.listRecharges }),
    useWithdrawals: (q: object) => rq.useQuery({ queryKey: ['withdrawals', q], queryFn: finance.listWithdrawals }),
    useWithdrawalMutation: () => rq.useMutation({ mutationFn: finance.applyWithdrawal }),
  };
}
