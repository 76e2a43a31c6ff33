import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceDistribution } from '../../api/market.ts';
import { http } from '../../../test/fakes.ts';
import { renderPage } from '../../../test/render-routes.tsx';
import PriceDistributionPage from './index.tsx';

vi.mock('../../api/http.ts', async (original) => (await import('../../../test/fakes.ts')).httpModule(original));

const BOUNDS: Array<[string | null, string | null]> = [
  [null, '-10'],
  ['-10', '-5'],
  ['-5', '-3'],
  ['-3', '-1'],
  ['-1', '0'],
  ['0', '1'],
  ['1', '3'],
  ['3', '5'],
  ['5', '10'],
  ['10', null],
];
const distribution = (
  counts: number[],
  rise: number,
  fall: number,
  flat: number,
): PriceDistribution => ({
  riseCount: rise,
  fallCount: fall,
  flatCount: flat,
  buckets: BOUNDS.map(([from, to], i) => ({ from, to, count: counts[i] ?? 0 })),
  timestamp: 0,
});

const visit = () => renderPage(<PriceDistributionPage />, '/');

describe('rise and fall distribution', () => {
  beforeEach(() => http.get.mockReset());

  it('shows the rise, flat and fall counts and one bar per bucket with open ends; filters by category', async () => {
    http.get.mockImplementation(async (_url: string, params?: Record<string, unknown>) =>
      params?.category === 2
        ? distribution([], 0, 0, 0)
        : distribution([0, 0, 1, 0, 5, 4, 1, 0, 2, 0], 7, 6, 0),
    );
    visit();
    expect(await screen.findByText('Rising 7')).toBeInTheDocument();
    expect(screen.getByText('Falling 6')).toBeInTheDocument();
    expect(screen.getByText('Unchanged 0')).toBeInTheDocument();
    expect(screen.getByLabelText('Below -10%: 0')).toBeInTheDocument();
    expect(screen.getByLabelText('-1% to 0%: 5')).toBeInTheDocument();
    expect(screen.getByLabelText('10% and above: 0')).toBeInTheDocument();
    expect(http.get).toHaveBeenLastCalledWith('/trade/api/getPriceDistribution', {
      category: undefined,
    });

    await userEvent.click(screen.getByText('Forex'));
    expect(await screen.findByText('No symbols in this category')).toBeInTheDocument();
    expect(http.get).toHaveBeenLastCalledWith('/trade/api/getPriceDistribution', { category: 2 });
  });

  it('shows the error with a retry', async () => {
    http.get
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockResolvedValue(distribution([1], 0, 1, 0));
    visit();
    expect(await screen.findByText('The distribution could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Network Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Falling 1')).toBeInTheDocument();
  });
});
