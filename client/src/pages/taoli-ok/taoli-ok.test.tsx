import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatServerTime } from '../../lib/format.ts';
import { order, serveEarn } from '../../../test/earn-fixtures.ts';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import { expectTexts } from '../../../test/screen-checks.ts';
import OrderCreatedPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const visit = (id: string) => renderPage(<OrderCreatedPage />, `/taoliOk?id=${id}`, { available: ['/taoliOrder', '/taolilicai'] });

beforeEach(() => {
  serveEarn({ orders: [order({ id: 'o7', orderNo: 'PO20260111040000123', startTime: '2026-01-11 23:59:59', endTime: '2026-01-19 00:00:00' })] });
});

describe('order created', () => {
  it('after a reload finds the order among the newest and shows number, amount, start, first income and end', async () => {
    visit('o7');
    expect(await screen.findByTestId('order-no')).toHaveTextContent('PO20260111040000123');
    expectTexts({
      'order-amount': '1,234.56 USDT',
      'order-start': formatServerTime('2026-01-11 23:59:59'),
      // Bought one second before midnight (UTC+8): the first income is at that midnight.
      'order-first-income': formatServerTime('2026-01-12 00:00:00'),
      'order-end': formatServerTime('2026-01-19 00:00:00'),
    });
    expect(http.get).toHaveBeenCalledWith('/prod/appProductOrder/listMy', { pageNo: 1, pageSize: 100 });
  });

  it('says when the order is not the caller\'s (or does not exist)', async () => {
    visit('someone-else');
    expect(await screen.findByText('This order could not be found')).toBeInTheDocument();
  });
});
