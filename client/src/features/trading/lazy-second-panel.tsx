import { Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import type { LivePrices } from '../../components/market-stream.ts';

// The second-contract tab loads on first open: it keeps /heyue and /demotrading within the
// 60 KB page budget (the perpetual tab is what opens first).
const SecondContractPanel = lazy(() =>
  import('./second-contract-panel.tsx').then((m) => ({ default: m.SecondContractPanel })),
);

export function LazySecondContractPanel(props: { symbol: string; accountType: 1 | 2; prices?: LivePrices }) {
  return (
    <Suspense fallback={<Skeleton.Paragraph lineCount={6} animated />}>
      <SecondContractPanel {...props} />
    </Suspense>
  );
}
