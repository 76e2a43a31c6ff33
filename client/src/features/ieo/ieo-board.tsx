import { Dialog, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserBalance } from '../../api/finance.ts';
import { IEO_ORDER_STATUS, IEO_PROJECT_STATUS, type IeoOrder, type IeoProject } from '../../api/ieo.ts';
import { CodeFilter } from '../../components/code-filter.tsx';
import { confirmThen, RecordList, useMoneyDecimals } from '../../components/domain-screen.tsx';
import { moneyText } from '../../lib/format.ts';
import { DrawSheet } from './draw-ui.tsx';
import { IeoOrderCard, ProjectCard, priceOf, tokens } from './ieo-cards.tsx';
import { useIeoOrders, useIeoPay, useIeoProjects } from './ieo-queries.ts';
import { orderStatusKey, projectStatusKey } from './ieo-rules.ts';
import styles from './ieo-board.module.css';

type Tab = 'projects' | 'orders';
type ProjectStatus = (typeof IEO_PROJECT_STATUS)[keyof typeof IEO_PROJECT_STATUS];
type OrderStatus = (typeof IEO_ORDER_STATUS)[keyof typeof IEO_ORDER_STATUS];
/** The filter chips in the order a project or a subscription goes through them. */
const PROJECT_STATUSES: readonly ProjectStatus[] = [
  IEO_PROJECT_STATUS.UPCOMING,
  IEO_PROJECT_STATUS.ISSUING,
  IEO_PROJECT_STATUS.DRAWN,
  IEO_PROJECT_STATUS.COMPLETED,
  IEO_PROJECT_STATUS.LISTED,
];
const ORDER_STATUSES: readonly OrderStatus[] = [
  IEO_ORDER_STATUS.APPLIED,
  IEO_ORDER_STATUS.WON,
  IEO_ORDER_STATUS.COMPLETED,
  IEO_ORDER_STATUS.NOT_WON,
  IEO_ORDER_STATUS.EXPIRED,
];
/**
 * The IEO screen's body: the projects (price, supply, per-user range, subscription window, draw, payment
 * deadline and listing, state); the draw's published commitment and what it promises, after the
 * draw the revealed seed and a sheet with every allocation and its check (features/ieo/draw-ui);
 * apply for a quantity while issuing; my subscriptions, paying a won one.
 */
export function IeoBoard() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('projects');
  const [drawOf, setDrawOf] = useState<IeoProject | null>(null);
  const [projectStatus, setProjectStatus] = useState<ProjectStatus | undefined>(undefined);
  const [orderStatus, setOrderStatus] = useState<OrderStatus | undefined>(undefined);
  const projects = useIeoProjects(projectStatus);
  // The subscriptions show their project's listing from the unfiltered list (the same query when no filter is set).
  const allProjects = useIeoProjects();
  const orders = useIeoOrders(orderStatus);
  const pay = useIeoPay();
  const balances = useUserBalance();
  // Money of the pay currency at its display decimals (2 until the list answers); the estimate is truncated to them too.
  const decimalsOf = useMoneyDecimals();

  const confirmPay = async (order: IeoOrder) => {
    const decimals = decimalsOf(order.quoteCurrency);
    const available = balances.data?.find((b) => b.currency === order.quoteCurrency)?.available;
    const asked = Dialog.confirm({
      title: t('ieo.pay.title'),
      content: (
        <div data-testid="pay-summary">
          <p>
            {tokens(order.wonQuantity, order.currency)} × {order.price === null ? '--' : priceOf(order.price, order.quoteCurrency)}
          </p>
          <p>
            {t('ieo.pay.amount')}: <strong>{moneyText(order.amount, decimals, order.quoteCurrency)}</strong>
          </p>
          <p className="muted">
            {t('ieo.pay.available')}: {available === undefined ? '--' : moneyText(available, decimals, order.quoteCurrency)}
          </p>
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    await confirmThen(asked, () => pay.mutateAsync(order.id), t('ieo.pay.done'));
  };

  return (
    <>
      <Selector className={styles.tabs} tabIndex={0}
        data-testid="ieo-tabs"
        showCheckMark={false}
        value={[tab]}
        options={[
          { label: t('ieo.tabs.projects'), value: 'projects' },
          { label: t('ieo.tabs.orders'), value: 'orders' },
        ]}
        onChange={(v) => {
          if (v[0]) setTab(v[0] as Tab);
        }}
      />
      {tab === 'projects' ? (
        <>
          <CodeFilter
            testId="status-filter"
            allLabel={t('ieo.all')}
            codes={PROJECT_STATUSES}
            labelOf={(s) => t(`ieo.projectStatus.${projectStatusKey(s)}`)}
            value={projectStatus}
            onChange={setProjectStatus}
            compact
          />
          <RecordList query={projects} rows={projects.data?.pages.flatMap((p) => p.records) ?? []} testId="project-list" emptyTitle={t('ieo.empty.projects')} moreLabel={t('ieo.more')}>
            {(p) => <ProjectCard project={p} payDecimals={decimalsOf(p.quoteCurrency)} onDraw={() => setDrawOf(p)} />}
          </RecordList>
        </>
      ) : (
        <>
          <CodeFilter
            testId="status-filter"
            allLabel={t('ieo.all')}
            codes={ORDER_STATUSES}
            labelOf={(s) => t(`ieo.orderStatus.${orderStatusKey(s)}`)}
            value={orderStatus}
            onChange={setOrderStatus}
            compact
          />
          <RecordList query={orders} rows={orders.data?.pages.flatMap((p) => p.records) ?? []} testId="ieo-order-list" emptyTitle={t('ieo.empty.orders')} moreLabel={t('ieo.more')}>
            {(o) => (
              <IeoOrderCard
                order={o}
                project={allProjects.data?.pages.flatMap((p) => p.records).find((p) => p.id === o.projectId)}
                payDecimals={decimalsOf(o.quoteCurrency)}
                paying={pay.isPending && pay.variables === o.id}
                onPay={() => void confirmPay(o)}
              />
            )}
          </RecordList>
        </>
      )}
      {/* The sheet opens over the whole screen (antd-mobile's popup renders into the document body). */}
      <Popup visible={drawOf !== null} onMaskClick={() => setDrawOf(null)} onClose={() => setDrawOf(null)} bodyClassName={styles.sheet}>
        {drawOf !== null && <DrawSheet key={drawOf.id} project={drawOf} />}
      </Popup>
    </>
  );
}
