import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SymbolInfo } from '../../api/market.ts';
import { btc as btcFixture } from '../../../test/trading-fixtures.ts';
import { MaintenanceTiers, SymbolRules } from './symbol-rules.tsx';

const btc = btcFixture as SymbolInfo;

describe('contract rules sheet (symbol info)', () => {
  it('opens from the header chip and lists every maintenance bracket as published', async () => {
    render(<SymbolRules info={btc} />);
    fireEvent.click(screen.getByTestId('open-rules'));
    const sheet = await screen.findByTestId('symbol-rules');
    expect(within(sheet).getByText('BTC/USDT contract rules')).toBeInTheDocument();
    expect(within(sheet).getByText('0.05%')).toBeInTheDocument();
    expect(within(sheet).getByText('125x', { selector: 'strong' })).toBeInTheDocument();
    const rows = within(sheet).getAllByRole('row');
    // Header plus three brackets.
    expect(rows).toHaveLength(4);
    const cells = (tier: number) => within(within(sheet).getByTestId(`tier-${tier}`)).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(1)).toEqual(['1', '0 – 50,000', '125x', '0.40%', '0.00']);
    expect(cells(2)).toEqual(['2', '50,000 – 250,000', '100x', '0.50%', '50.00']);
    expect(cells(3)).toEqual(['3', '≥ 250,000', '50x', '1.00%', '2,550.00']);
    expect(within(sheet).getByText(/position value × rate − maintenance amount/)).toBeInTheDocument();
  });

  it('says so when a symbol publishes no bracket, and shows nothing while the symbol is unknown', () => {
    render(<MaintenanceTiers tiers={[]} />);
    expect(screen.getByText('No brackets are published for this contract')).toBeInTheDocument();
    const { container } = render(<SymbolRules info={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
