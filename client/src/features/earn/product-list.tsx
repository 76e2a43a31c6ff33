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
import styles from './product-list.module.css';

/** One product as a card: name and picture, its state (locked above the user's VIP level), the currency, the kind's own figures, and what a tap does. */
function ProductCard({ product, locked, onOpen, children }: { product: Product; locked: boolean; onOpen: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li
      className={`card ${styles.itemLink}`}
      data-testid={`product-${product.id}`}
      // A list item (not role="button"), named by its visible text: axe's list and label-in-name rules.
      tabIndex={0}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') onOpen();
      }}
    >
      <div className="card-head">
        <span className={styles.span}>
          {product.imageUrl && <img className={styles.img} src={product.imageUrl} alt="" width={32} height={32} />}
          <strong data-testid="product-name">{product.name}</strong>
        </span>
        {isOnSale(product) && locked ? (
          <Tag color="default" fill="outline" data-testid="product-status">
            <LockOutline className={styles.lockoutline} aria-hidden />
            {t('earn.productStatus.locked', { level: product.levelLimit })}
          </Tag>
        ) : (
          <Tag color={isOnSale(product) ? 'success' : 'default'} fill="outline" data-testid="product-status">
            {t(`earn.productStatus.${productStatusKey(product.status)}`)}
          </Tag>
        )}
      </div>
      <p className={`muted ${styles.sub}`}>
        {product.currency}
      </p>
      {children}
      {/* What a tap does, said on the card: buy when it can be bought, else see the details. */}
      <div className="product-action" data-testid="product-action">
        {isOnSale(product) && !locked ? t('earn.list.buy') : t('earn.list.view')}
        <RightOutline aria-hidden />
      </div>
    </li>
  );
}

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
      <ul className={styles.list} data-testid="product-list">
        {rows.map((p) => (
          <ProductCard key={p.id} product={p} locked={lockedFor(p)} onOpen={() => onOpen(p)}>
            {renderBody(p, decimalsOf(p.currency))}
          </ProductCard>
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
