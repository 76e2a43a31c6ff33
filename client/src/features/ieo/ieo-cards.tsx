import { Button, Input, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IEO_ORDER_STATUS, IEO_PROJECT_STATUS, type IeoOrder, type IeoProject } from '../../api/ieo.ts';
import { RecordAlert, RecordCard, RecordFootnote, RecordSubtitle, recordActionClass } from '../../components/domain-screen.tsx';
import { InfoRow } from '../../components/screen-states.tsx';
import { formatServerTime, moneyText, rateText, tokenText } from '../../lib/format.ts';
import { showToast } from '../../lib/notify.ts';
import { DrawSummary } from './draw-ui.tsx';
import { useIeoApply } from './ieo-queries.ts';
import { TOKEN_DECIMALS, canApply, checkIeoQuantity, costOf, orderStatusKey, projectStatusKey, subscriptionWindow, type IeoQuantityProblem } from './ieo-rules.ts';
import { confirmDialog } from '../../lib/dialog.ts';
import styles from './ieo-cards.module.css';

/** The IEO screen's cards: a project (with applying for it) and a subscription. */

type T = (key: string, opts?: Record<string, unknown>) => string;
/** The token's quantities: no quantity precision before listing, so as published (lib/format tokenText). */
export const tokens = (value: string | null | undefined, unit?: string) => tokenText(value, TOKEN_DECIMALS, unit);
/** A subscription price: so many units of the pay currency for one token, an exchange rate (at most 8 decimals, as published). */
export const priceOf = (value: string, quote: string) => `${rateText(value)} ${quote}`;

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
    const ok = await confirmDialog({
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
    <div className={styles.applyBox} data-testid="apply-box">
      <div className={`amount-row ${styles.quantityRow}`}>
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
        <RecordAlert role="alert" testId="quantity-problem">
          {problemText(t, problem, project.currency)}
        </RecordAlert>
      )}
      {!problem && (
        <InfoRow
          label={t('ieo.apply.estimate')}
          value={moneyText(costOf(typed, project.estimatedPrice, payDecimals), payDecimals, project.quoteCurrency)}
          testId="ieo-estimate"
        />
      )}
      <Button className={styles.applyButton} block color="primary" size="small" disabled={problem !== null} loading={apply.isPending} onClick={() => void submit()} data-testid="ieo-apply">
        {t('ieo.apply.button')}
      </Button>
    </div>
  );
}

/**
 * Why a project before its draw takes no application: its window opens later, or it has closed and
 * the draw is due (the status stays issuing until the draw runs, while the server refuses applications).
 */
function WindowNote({ project, serverTime }: { project: IeoProject; serverTime: number }) {
  const { t } = useTranslation();
  const beforeDraw = project.status === IEO_PROJECT_STATUS.UPCOMING || project.status === IEO_PROJECT_STATUS.ISSUING;
  const state = subscriptionWindow(project, serverTime);
  if (!beforeDraw || state === 'open') return null;
  return (
    <p className={`muted ${styles.note}`} data-testid={state === 'closed' ? 'project-window-closed' : 'project-window-later'}>
      {state === 'closed' ? t('ieo.apply.closed', { time: formatServerTime(project.drawTime) }) : t('ieo.apply.opensAt', { time: formatServerTime(project.subscribeStart) })}
    </p>
  );
}

/** A project's card; `serverTime` is the sandbox clock of the list's answer (epoch ms), against which its window is judged. */
export function ProjectCard({ project, serverTime, payDecimals, onDraw }: { project: IeoProject; serverTime: number; payDecimals: number; onDraw: () => void }) {
  const { t } = useTranslation();
  const applied = Number(project.myAppliedQuantity) > 0;
  return (
    <RecordCard
      testId={`project-${project.id}`}
      title={`${project.name} (${project.currency})`}
      tag={
        <Tag color={projectColor(project.status)} fill="outline" data-testid="project-status">
          {t(`ieo.projectStatus.${projectStatusKey(project.status)}`)}
        </Tag>
      }
    >
      {project.description && <RecordSubtitle>{project.description}</RecordSubtitle>}
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
      <WindowNote project={project} serverTime={serverTime} />
      {canApply(project, serverTime) && <ApplyBox project={project} payDecimals={payDecimals} />}
    </RecordCard>
  );
}

export function IeoOrderCard({ order, project, payDecimals, onPay, paying }: { order: IeoOrder; project: IeoProject | undefined; payDecimals: number; onPay: () => void; paying: boolean }) {
  const { t } = useTranslation();
  const won = order.status === IEO_ORDER_STATUS.WON;
  return (
    <RecordCard
      testId={`ieo-order-${order.id}`}
      title={`${order.projectName} (${order.currency})`}
      tag={
        <Tag color={orderColor(order.status)} fill="outline" data-testid="ieo-order-status">
          {t(`ieo.orderStatus.${orderStatusKey(order.status)}`)}
        </Tag>
      }
    >
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
        <p className={`muted ${styles.note}`} data-testid="ieo-order-delivery">
          {project?.status === IEO_PROJECT_STATUS.LISTED ? t('ieo.orders.delivered') : t('ieo.orders.atListing', { time: formatServerTime(project?.listingTime) })}
        </p>
      )}
      <RecordFootnote>
        {t('ieo.orders.orderNo')}: {order.orderNo} · {formatServerTime(order.createdAt)}
      </RecordFootnote>
      {won && (
        <Button className={recordActionClass} block color="primary" size="small" loading={paying} onClick={onPay} data-testid="ieo-pay">
          {t('ieo.pay.button')}
        </Button>
      )}
    </RecordCard>
  );
}

