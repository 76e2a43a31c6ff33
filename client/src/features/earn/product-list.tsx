import { Button, Tag } from 'antd-mobile';
import { LockOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies } from '../../api/finance.ts';
import type { Product, ProductType } from '../../api/prod.ts';
import { isOnSale, levelTooLowFor, productStatusKey } from './earn-rules.ts';
import { moneyDecimals } from '../../lib/format.ts';
import { useProducts } from './earn-queries.ts';
import { Empty, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { useUserStore } from '../../store/user-store.ts';

/**
 * The catalogue of one product kind as cards (the arbitrage, mining and debt lists): loading,
 * error with retry, empty, "load more"; each card opens the product's detail screen.
 */
export function ProductList({
  type,
  onOpen,
  renderBody,
  emptyTitle,
}: {
  type: ProductType | undefined;
  onOpen: (product: Product) => void;
  renderBody: (product: Product, decimals: number) => ReactNode;
  emptyTitle: string;
}) {
  const { t } = useTranslation();
  const products = useProducts(type);
  const currencies = useCurrencies();
  // The cards only show figures: the currency's display decimals (2 until the list answers).
  const decimalsOf = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  // A product above the user's VIP level is shown locked, with the level it needs.
  const level = useUserStore((s) => s.userInfo.level);
  const lockedFor = (p: Product) => levelTooLowFor(p, level);

  // The states sit on a card: the arbitrage and mining lists are on dark page backgrounds.
  if (products.isPending) return <Loading />;
  if (products.isError) {
    return (
      <div className="card">
        <LoadFailed onRetry={() => void products.refetch()} />
      </div>
    );
  }
  const rows = products.data.pages.flatMap((p) => p.records);
  if (rows.length === 0) {
    return (
      <div className="card">
        <Empty title={emptyTitle} />
      </div>
    );
  }
  return (
    <>
      <ul style={{ padding: 0, margin: 0 }} data-testid="product-list">
        {rows.map((p) => (
          <li
            key={p.id}
            className="card"
            style={{ listStyle: 'none', cursor: 'pointer' }}
            data-testid={`product-${p.id}`}
            // A list item (not role="button"), named by its visible text: axe's list and label-in-name rules.
            tabIndex={0}
            onClick={() => onOpen(p)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') onOpen(p);
            }}
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
              <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                {p.imageUrl && <img src={p.imageUrl} alt="" width={32} height={32} style={{ borderRadius: 6, objectFit: 'cover' }} />}
                <strong data-testid="product-name">{p.name}</strong>
              </span>
              {isOnSale(p) && lockedFor(p) ? (
                <Tag color="default" fill="outline" data-testid="product-status">
                  <LockOutline aria-hidden style={{ verticalAlign: '-2px', marginRight: 2 }} />
                  {t('earn.productStatus.locked', { level: p.levelLimit })}
                </Tag>
              ) : (
                <Tag color={isOnSale(p) ? 'success' : 'default'} fill="outline" data-testid="product-status">
                  {t(`earn.productStatus.${productStatusKey(p.status)}`)}
                </Tag>
              )}
            </div>
            <p className="muted" style={{ margin: '4px 0 0', fontSize: 12 }}>
              {p.currency}
            </p>
            {renderBody(p, decimalsOf(p.currency))}
            {/* What a tap does, said on the card: buy when it can be bought, else see the details. */}
            <div className="product-action" data-testid="product-action">
              {isOnSale(p) && !lockedFor(p) ? t('earn.list.buy') : t('earn.list.view')}
              <RightOutline aria-hidden />
            </div>
          </li>
        ))}
      </ul>
      {products.hasNextPage ? (
        <Button block fill="none" loading={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()} data-testid="load-more">
          {t('earn.list.more')}
        </Button>
      ) : null}
    </>
  );
}
