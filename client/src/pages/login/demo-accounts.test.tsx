import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fake } from '../../../test/content-server.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { useUserStore } from '../../store/user-store.ts';
import LoginPage from './index.tsx';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);
// The boot settings are fetched once per page load (api/settings.ts): each test sets its own.
const boot = vi.hoisted(() => ({ settings: undefined as unknown }));
vi.mock('../../api/settings.ts', () => ({ usePublicSettings: () => ({ data: boot.settings }) }));

const SETTINGS = {
  brandTitle: 'Sandbox Trade',
  environmentBadge: 'SANDBOX',
  isPcLimite: false,
  customerServiceUrl: null,
  customerServiceLinkMode: 1,
  whitePaperUrl: null,
  aboutUsUrl: null,
  minRechargeAmount: '10',
  minWithdrawalAmount: '20',
  demoInitialBalance: '100000',
};

function serve(demoAccounts: { account: string; password: string }[]) {
  boot.settings = { ...SETTINGS, demoAccounts };
  fake.reset((id, input) => {
    if (id === 'app.login') return { token: `token-${String(input.body?.account)}`, userInfo: { id: 'u-alice', account: input.body?.account } };
    if (id === 'user.getMyUserInfo') return { id: 'u-alice', account: 'alice' };
    throw new Error(`not served: ${id}`);
  });
}

const visit = () => renderPage(<LoginPage />, '/login', { routes: { '/home': 'home page' } });

beforeEach(() => {
  useUserStore.setState({ token: '', userInfo: {}, redirectTo: '/home' });
});

describe('login page (issue 17 item 4)', () => {
  it('says the account field takes an account name, e-mail or mobile', async () => {
    serve([]);
    visit();
    expect(await screen.findByPlaceholderText('Enter account name, email or mobile')).toBeInTheDocument();
  });

  it('offers no demo sign-in when the scenario has no demo accounts', async () => {
    serve([]);
    visit();
    await screen.findByPlaceholderText('Enter account name, email or mobile');
    expect(screen.queryByTestId('demo-accounts')).toBeNull();
  });

  it('signs in with one tap as a listed demo account and goes on to the remembered page', async () => {
    serve([
      { account: 'alice', password: 'Demo1234!' },
      { account: 'dave', password: 'Demo1234!' },
    ]);
    visit();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as alice' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(fake.inputs('app.login')).toEqual([{ body: { account: 'alice', password: 'Demo1234!' } }]);
    expect(useUserStore.getState().token).toBe('token-alice');
    expect(screen.queryByText('Sign in as dave')).toBeNull();
  });
});
