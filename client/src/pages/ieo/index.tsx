import { Button, Dialog, Input, Popup, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies, useUserBalance } from '../../api/finance.ts';
import { IEO_ORDER_STATUS, IEO_PROJECT_STATUS, type IeoOrder, type IeoProject } from '../../api/ieo.ts';
import { CodeFilter } from '../../components/code-filter.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { DrawSheet, DrawSummary, TOKEN_DECIMALS, canApply, checkIeoQuantity, costOf, orderStatusKey, projectStatusKey, type IeoQuantityProblem, useIeoApply, useIeoOrders, useIeoPay, useIeoProjects } from '../../features/ieo/index.ts';
import { formatServerTime, moneyDecimals, moneyText, rateText, tokenText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import styles from './ieo.module.css';

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
type T = (key: string, opts?: Record<string, unknown>) => string;
/** The token's quantities: no quantity precision before listing, so as published (lib/format tokenText). */
const tokens = (value: string | null | undefined, unit?: string) => tokenText(value, TOKEN_DECIMALS, unit);
/** A subscription price: so many units of the pay currency for one token, an exchange rate (at most 8 decimals, as published). */
const priceOf = (value: string, quote: string) => `${rateText(value)} ${quote}`;

const projectColor = (status: number) =>
  status === IEO_PROJECT_STATUS.ISSUING ? 'success' : status === IEO_PROJECT_STATUS.DRAWN ? 'warning' : status === IEO_PROJECT_STATUS.LISTED ? 'primary' : 'default';
const orderColor = (status: number) =>
  status === IEO_ORDER_STATUS.WON ? 'warning' : status === IEO_ORDER_STATUS.COMPLETED ? 'success' : status === IEO_ORDER_STATUS.APPLIED ? 'primary' : 'default';

function problemText(t: T, p: IeoQuantityProblem, currency: string): string {
  switch (p.problem) {
    case 'outOfRange':
      return t('ieo.problems.outOfRange', { min: tokens(p.min), max: tokens(p.max), currency });
    case 'wholeLots':
      return t('ieo.problems.wholeLots', { lot: tokens(p.lot), currency });
    default:
      return t(`ieo.problems.${p.problem}`, { value: p.value });
  }
}

/** Applying for a quantity: the estimated cost at the estimated price before confirming; nothing is paid until won. */
function ApplyBox({ project, payDecimals }: { project: IeoProject; payDecimals: number }) {
  const { t } = useTranslation();
  const apply = useIeoApply();
  const [quantity, setQuantity] = useState('');
  const typed = quantity.trim();
  const problem = checkIeoQuantity(quantity, project);

  const submit = async () => {
    if (problem) return;
    const ok = await Dialog.confirm({
      title: t('ieo.apply.confirmTitle'),
      content: (
        <div data-testid="apply-summary">
          <p>
            {project.name}: {tokens(typed, project.currency)}
          </p>
          <p>
            {t('ieo.apply.estimate')}: {moneyText(costOf(typed, project.estimatedPrice, payDecimals), payDecimals, project.quoteCurrency)}
          </p>
          <p className="muted">{t('ieo.apply.note')}</p>
        </div>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await apply.mutateAsync({ projectId: project.id, quantity: typed });
    } catch {
      // The http instance showed the server's refusal (window closed, identity level, twice).
      return;
    }
    setQuantity('');
    showToast({ icon: 'success', content: t('ieo.apply.done') });
  };

  return (
    <div className={styles.spacedMore} data-testid="apply-box">
      <div className={styles.div}>
        <Input
          value={quantity}
          onChange={setQuantity}
          inputMode="decimal"
          placeholder={t('ieo.apply.placeholder', { min: tokens(project.minQuantity), max: tokens(project.maxQuantity) })}
          aria-label={t('ieo.apply.quantity')}
          data-testid="ieo-quantity"
        />
        <span>{project.currency}</span>
      </div>
      {problem && typed !== '' && (
        <p className={styles.alert} role="alert" data-testid="quantity-problem">
          {problemText(t, problem, project.currency)}
        </p>
      )}
      {!problem && (
        <InfoRow
          label={t('ieo.apply.estimate')}
          value={moneyText(costOf(typed, project.estimatedPrice, payDecimals), payDecimals, project.quoteCurrency)}
          testId="ieo-estimate"
        />
      )}
      <Button className={styles.spaced} block color="primary" size="small" disabled={problem !== null} loading={apply.isPending} onClick={() => void submit()} data-testid="ieo-apply">
        {t('ieo.apply.button')}
      </Button>
    </div>
  );
}

function ProjectCard({ project, payDecimals, onDraw }: { project: IeoProject; payDecimals: number; onDraw: () => void }) {
  const { t } = useTranslation();
  const applied = Number(project.myAppliedQuantity) > 0;
  return (
    <li className={`card ${styles.item}`} data-testid={`project-${project.id}`}>
      <div className={styles.head}>
        <strong>
          {project.name} ({project.currency})
        </strong>
        <Tag color={projectColor(project.status)} fill="outline" data-testid="project-status">
          {t(`ieo.projectStatus.${projectStatusKey(project.status)}`)}
        </Tag>
      </div>
      {project.description && (
        <p className={`muted ${styles.sub}`}>
          {project.description}
        </p>
      )}
      <InfoRow label={t('ieo.fields.estimatedPrice')} value={priceOf(project.estimatedPrice, project.quoteCurrency)} testId="project-price" />
      {project.winningPrice !== null && (
        <InfoRow label={t('ieo.fields.winningPrice')} value={priceOf(project.winningPrice, project.quoteCurrency)} testId="project-winning-price" strong />
      )}
      <InfoRow label={t('ieo.fields.totalSupply')} value={tokens(project.totalSupply, project.currency)} testId="project-supply" />
      <InfoRow label={t('ieo.fields.perUser')} value={`${tokens(project.minQuantity)} - ${tokens(project.maxQuantity, project.currency)}`} testId="project-max" />
      <InfoRow label={t('ieo.fields.window')} value={`${formatServerTime(project.subscribeStart)} - ${formatServerTime(project.subscribeEnd)}`} testId="project-window" />
      <InfoRow label={t('ieo.fields.drawTime')} value={formatServerTime(project.drawTime)} testId="project-draw" />
      <InfoRow label={t('ieo.fields.payDeadline')} value={formatServerTime(project.payDeadline)} />
      <InfoRow label={t('ieo.fields.listingTime')} value={formatServerTime(project.listingTime)} testId="project-listing" />
      <InfoRow label={t('ieo.fields.allocation')} value={t(`ieo.allocation.${project.allocation}`)} />
      <InfoRow label={t('ieo.fields.identity')} value={t('ieo.fields.identityLevel', { level: project.requiredKycLevel })} />
      {applied && <InfoRow label={t('ieo.fields.myApplied')} value={tokens(project.myAppliedQuantity, project.currency)} testId="project-mine" strong />}
      <DrawSummary project={project} onOpen={onDraw} />
      {canApply(project) && <ApplyBox project={project} payDecimals={payDecimals} />}
    </li>
  );
}

function OrderCard({ order, project, payDecimals, onPay, paying }: { order: IeoOrder; project: IeoProject | undefined; payDecimals: number; onPay: () => void; paying: boolean }) {
  const { t } = useTranslation();
  const won = order.status === IEO_ORDER_STATUS.WON;
  return (
    <li className={`card ${styles.item}`} data-testid={`ieo-order-${order.id}`}>
      <div className={styles.head}>
        <strong>
          {order.projectName} ({order.currency})
        </strong>
        <Tag color={orderColor(order.status)} fill="outline" data-testid="ieo-order-status">
          {t(`ieo.orderStatus.${orderStatusKey(order.status)}`)}
        </Tag>
      </div>
      <InfoRow label={t('ieo.orders.quantity')} value={tokens(order.quantity, order.currency)} testId="ieo-order-quantity" />
      {order.wonQuantity !== null && <InfoRow label={t('ieo.orders.won')} value={tokens(order.wonQuantity, order.currency)} testId="ieo-order-won" strong />}
      {order.price !== null && <InfoRow label={t('ieo.fields.winningPrice')} value={priceOf(order.price, order.quoteCurrency)} />}
      {order.amount !== null && (won || order.status === IEO_ORDER_STATUS.COMPLETED) && (
        <InfoRow
          label={t(won ? 'ieo.orders.amount' : 'ieo.orders.paid')}
          value={moneyText(order.amount, payDecimals, order.quoteCurrency)}
          testId="ieo-order-amount"
        />
      )}
      {won && project && <InfoRow label={t('ieo.fields.payDeadline')} value={formatServerTime(project.payDeadline)} testId="ieo-order-deadline" />}
      {order.status === IEO_ORDER_STATUS.COMPLETED && (
        <p className={`muted ${styles.ieoOrderDelivery}`} data-testid="ieo-order-delivery">
          {project?.status === IEO_PROJECT_STATUS.LISTED ? t('ieo.orders.delivered') : t('ieo.orders.atListing', { time: formatServerTime(project?.listingTime) })}
        </p>
      )}
      <p className={`muted ${styles.orderNo}`}>
        {t('ieo.orders.orderNo')}: {order.orderNo} · {formatServerTime(order.createdAt)}
      </p>
      {won && (
        <Button className={styles.spacedMore2} block color="primary" size="small" loading={paying} onClick={onPay} data-testid="ieo-pay">
          {t('ieo.pay.button')}
        </Button>
      )}
    </li>
  );
}

/**
 * IEO (/ieo): the projects (price, supply, per-user range, subscription window, draw, payment
 * deadline and listing, state); the draw's published commitment and what it promises, after the
 * draw the revealed seed and a sheet with every allocation and its check (features/ieo/draw-ui);
 * apply for a quantity while issuing; my subscriptions, paying a won one.
 */
export default function IeoPage() {
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
  const currencies = useCurrencies();
  // Money of the pay currency at its display decimals (2 until the list answers); the estimate is truncated to them too.
  const decimalsOf = (code: string) => moneyDecimals(currencies.data?.find((c) => c.currency === code)?.precision);
  const projectRows = projects.data?.pages.flatMap((p) => p.records) ?? [];
  const orderRows = orders.data?.pages.flatMap((p) => p.records) ?? [];
  const active = tab === 'projects' ? projects : orders;
  const rows = tab === 'projects' ? projectRows : orderRows;

  const confirmPay = async (order: IeoOrder) => {
    const decimals = decimalsOf(order.quoteCurrency);
    const available = balances.data?.find((b) => b.currency === order.quoteCurrency)?.available;
    const ok = await Dialog.confirm({
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
    if (!ok) return;
    try {
      await pay.mutateAsync(order.id);
    } catch {
      return;
    }
    showToast({ icon: 'success', content: t('ieo.pay.done') });
  };

  return (
    <main className="screen" data-testid="ieo">
      <ScreenHeader title={t('ieo.title')} />
      <div className="screen__body">
        <Selector className={styles.ieoTabs} tabIndex={0}
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
          <CodeFilter
            testId="status-filter"
            allLabel={t('ieo.all')}
            codes={PROJECT_STATUSES}
            labelOf={(s) => t(`ieo.projectStatus.${projectStatusKey(s)}`)}
            value={projectStatus}
            onChange={setProjectStatus}
            compact
          />
        ) : (
          <CodeFilter
            testId="status-filter"
            allLabel={t('ieo.all')}
            codes={ORDER_STATUSES}
            labelOf={(s) => t(`ieo.orderStatus.${orderStatusKey(s)}`)}
            value={orderStatus}
            onChange={setOrderStatus}
            compact
          />
        )}
        {active.isPending ? (
          <Loading />
        ) : active.isError ? (
          <LoadFailed onRetry={() => void active.refetch()} />
        ) : rows.length === 0 ? (
          <Empty title={t(tab === 'projects' ? 'ieo.empty.projects' : 'ieo.empty.orders')} />
        ) : (
          <>
            <ul className={styles.list} data-testid={tab === 'projects' ? 'project-list' : 'ieo-order-list'}>
              {tab === 'projects'
                ? projectRows.map((p) => <ProjectCard key={p.id} project={p} payDecimals={decimalsOf(p.quoteCurrency)} onDraw={() => setDrawOf(p)} />)
                : orderRows.map((o) => (
                    <OrderCard
                      key={o.id}
                      order={o}
                      project={allProjects.data?.pages.flatMap((p) => p.records).find((p) => p.id === o.projectId)}
                      payDecimals={decimalsOf(o.quoteCurrency)}
                      paying={pay.isPending && pay.variables === o.id}
                      onPay={() => void confirmPay(o)}
                    />
                  ))}
            </ul>
            {active.hasNextPage && (
              <Button block fill="none" loading={active.isFetchingNextPage} onClick={() => void active.fetchNextPage()} data-testid="load-more">
                {t('ieo.more')}
              </Button>
            )}
          </>
        )}
      </div>
      <Popup visible={drawOf !== null} onMaskClick={() => setDrawOf(null)} onClose={() => setDrawOf(null)} bodyClassName={styles.sheet}>
        {drawOf !== null && <DrawSheet key={drawOf.id} project={drawOf} />}
      </Popup>
    </main>
  );
}
