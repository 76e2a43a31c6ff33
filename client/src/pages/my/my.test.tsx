import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import PersonalCentrePage from './index.tsx';
import { fake } from '../../../test/content-server.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTapOpens } from '../../../test/screen-checks.ts';
import { useUserStore } from '../../store/user-store.ts';

vi.mock('../../api/call.ts', async () => (await import('../../../test/content-server.ts')).callModule);

function serve(id: string) {
  if (id === 'ext.unreadCounts') return { notices: 3, announcements: 0, chat: 1 };
  if (id === 'loan.myLoanInfo') return { creditScore: 640 };
  if (id === 'finance.queryUserAssets') return { totalAssets: '12345.678' };
  // The earn card is not under test here.
  throw new Error(`not served: ${id}`);
}

const SCREENS = ['/notifications', '/whitePaper', '/aboutUs', '/creditScore', '/liveChat', '/zichanCenter', '/chongzhi', '/tixian', '/zijinhuazhuan', '/shandui'];
const visit = () =>
  renderPage(<PersonalCentrePage />, '/my', { routes: Object.fromEntries(SCREENS.map((path) => [path, `screen ${path}`])), available: ['/my', ...SCREENS] });

const item = (name: string) => screen.getByText(name, { selector: '.adm-list-item-content-main' }).closest('.adm-list-item') as HTMLElement;

beforeEach(() => {
  fake.reset(serve);
  useUserStore.setState({ userInfo: { id: 'u1', account: 'dave', creditScore: 100 } });
});

describe('personal centre: content items', () => {
  it("shows the unread badges of notifications and live chat and the loan module's credit score", async () => {
    visit();
    await waitFor(() => expect(within(item('Notifications')).getByTestId('badge-notifications')).toHaveTextContent('3'));
    expect(within(item('Live chat')).getByTestId('badge-liveChat')).toHaveTextContent('1');
    await waitFor(() => expect(item('Credit score')).toHaveTextContent('640'));
    expect(within(item('White paper')).queryByTestId(/^badge-/)).toBeNull();
  });

  it.each([
    ['Notifications', '/notifications'],
    ['White paper', '/whitePaper'],
    ['About us', '/aboutUs'],
    ['Credit score', '/creditScore'],
    ['Live chat', '/liveChat'],
  ])('%s opens its screen in the app', async (name, path) => {
    await expectTapOpens(visit(), item(name), path);
  });
});

describe('personal centre: asset card (issue 17 item 1)', () => {
  it('shows the total assets truncated to 2 decimals; a tap opens the asset centre', async () => {
    const router = visit();
    await waitFor(() => expect(screen.getByTestId('asset-card-total')).toHaveTextContent('12,345.67'));
    fireEvent.click(screen.getByTestId('asset-card-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zichanCenter'));
  });

  it.each([
    ['recharge', '/chongzhi'],
    ['withdraw', '/tixian'],
    ['transfer', '/zijinhuazhuan'],
    ['exchange', '/shandui'],
  ])('%s opens %s', async (key, path) => {
    await expectTapOpens(visit(), `asset-card-${key}`, path);
  });
});
