import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enableAntdMobileOnReact19 } from '../../app/antd-react19.ts';
import { formatServerTime } from '../../lib/format.ts';
import { answerGet, fakeEarnServer, order, type FakeEarnServer } from '../../../test/earn-fixtures.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import OrderCreatedPage from './index.tsx';

const fake = vi.hoisted(() => ({ server: null as unknown as FakeEarnServer, get: vi.fn() }));
vi.mock('../../api/http.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../api/http.ts')>();
  return { ...original, get: fake.get };
});

enableAntdMobileOnReact19();

const renderPage = (id: string) => renderRoutes([{ path: '/taoliOk', element: <OrderCreatedPage /> }], `/taoliOk?id=${id}`, { available: ['/taoliOrder', '/taolilicai'] });

beforeEach(() => {
  fake.server = fakeEarnServer({ orders: [order({ id: 'o7', orderNo: 'PO20260111040000123', startTime: '2026-01-11 23:59:59', endTime: '2026-01-19 00:00:00' })] });
  fake.get.mockImplementation((path: string, params?: Record<string, unknown>) => answerGet(fake.server, path, params));
});
afterEach(() => vi.clearAllMocks());

describe('order created', () => {
  it('after a reload finds the order among the newest and shows number, amount, start, first income and end', async () => {
    renderPage('o7');
    expect(await screen.findByTestId('order-no')).toHaveTextContent('PO20260111040000123');
    expect(screen.getByTestId('order-amount')).toHaveTextContent('1,234.56 USDT');
    expect(screen.getByTestId('order-start')).toHaveTextContent(formatServerTime('2026-01-11 23:59:59'));
    // Bought one second before midnight (UTC+8): the first income is at that midnight.
    expect(screen.getByTestId('order-first-income')).toHaveTextContent(formatServerTime('2026-01-12 00:00:00'));
    expect(screen.getByTestId('order-end')).toHaveTextContent(formatServerTime('2026-01-19 00:00:00'));
    expect(fake.get).toHaveBeenCalledWith('/prod/appProductOrder/listMy', { pageNo: 1, pageSize: 100 });
  });

  it('says when the order is not the caller\'s (or does not exist)', async () => {
    renderPage('someone-else');
    expect(await screen.findByText('This order could not be found')).toBeInTheDocument();
  });
});
