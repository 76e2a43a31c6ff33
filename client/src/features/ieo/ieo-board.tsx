import { Selector } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IEO_ORDER_STATUS, IEO_PROJECT_STATUS, type IeoProject } from '../../api/ieo.ts';
import { CodeFilter } from '../../components/code-filter.tsx';
import { RecordList, useMoneyDecimals, type RecordQuery } from '../../components/domain-screen.tsx';
import { DrawSheet } from './draw-ui.tsx';
import { IeoOrderCard, ProjectCard } from './ieo-cards.tsx';
import { useIeoOrders, useIeoProjects } from './ieo-queries.ts';
import { nextWindowBoundary, orderStatusKey, projectStatusKey } from './ieo-rules.ts';
import { useIeoPayConfirm } from './use-ieo-pay-confirm.tsx';
import { Popup } from '../../components/overlays.tsx';
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
/** Projects or my subscriptions. */
function BoardTabs({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  const { t } = useTranslation();
  return (
    <Selector className={styles.tabs} tabIndex={0}
      data-testid="ieo-tabs"
      showCheckMark={false}
      value={[tab]}
      options={[
        { label: t('ieo.tabs.projects'), value: 'projects' },
        { label: t('ieo.tabs.orders'), value: 'orders' },
      ]}
      onChange={(v) => {
        if (v[0]) onTab(v[0] as Tab);
      }}
    />
  );
}

/** A paged list a tab shows. */
type PagedRead<R> = RecordQuery & { data?: { pages: readonly { records: readonly R[] }[] } };

/** One tab of the board: the state chips ("all" first), then the filtered list with "load more". */
function FilteredTab<S extends number, R extends { id: string }>({
  codes,
  labelOf,
  status,
  onStatus,
  query,
  testId,
  emptyTitle,
  children,
}: {
  codes: readonly S[];
  labelOf: (status: S) => string;
  status: S | undefined;
  onStatus: (status: S | undefined) => void;
  query: PagedRead<R>;
  testId: string;
  emptyTitle: string;
  children: (row: R) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CodeFilter testId="status-filter" allLabel={t('ieo.all')} codes={codes} labelOf={labelOf} value={status} onChange={onStatus} compact />
      <RecordList query={query} rows={query.data?.pages.flatMap((p) => p.records) ?? []} testId={testId} emptyTitle={emptyTitle} moreLabel={t('ieo.more')}>
        {children}
      </RecordList>
    </>
  );
}

/** setTimeout's longest delay (a signed 32-bit count of ms); a boundary further off waits for a later read. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long after a boundary to read again, so the server's clock has surely passed it too. */
const BOUNDARY_MARGIN_MS = 1000;

/** The project list as the board reads it: its pages, when the last answer arrived, and reading it again. */
interface ProjectListRead {
  data?: { pages: readonly { records: readonly IeoProject[] }[] };
  dataUpdatedAt: number;
  refetch: () => unknown;
}

/**
 * Reads the project list again once the sandbox clock reaches the next window boundary among its
 * projects, so a card gains or loses its apply box at the boundary while the screen stays open.
 * The sandbox clock runs at wall speed, so the wait is the boundary's distance from the answer's
 * `serverTime`, less the wall time since that answer arrived.
 */
function useReadAgainAtNextWindowBoundary(projects: ProjectListRead, serverTime: number) {
  const boundary = nextWindowBoundary(projects.data?.pages.flatMap((p) => p.records) ?? [], serverTime);
  const { dataUpdatedAt: answeredAt, refetch } = projects;
  useEffect(() => {
    if (boundary === null) return;
    const delay = boundary - serverTime - (Date.now() - answeredAt) + BOUNDARY_MARGIN_MS;
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [boundary, serverTime, answeredAt, refetch]);
}

/**
 * The IEO screen's body: the projects (price, supply, per-user range, subscription window, draw, payment
 * deadline and listing, state); the draw's published commitment and what it promises, after the
 * draw the revealed seed and a sheet with every allocation and its check (features/ieo/draw-ui);
 * apply for a quantity while the window is open at the sandbox clock; my subscriptions, paying a won one.
 */
export function IeoBoard() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('projects');
  const [drawOf, setDrawOf] = useState<IeoProject | null>(null);
  // The filters, the lists and the payment live here: a tab comes back as it was left.
  const [projectStatus, setProjectStatus] = useState<ProjectStatus | undefined>(undefined);
  const [orderStatus, setOrderStatus] = useState<OrderStatus | undefined>(undefined);
  const projects = useIeoProjects(projectStatus);
  // The sandbox clock is never behind the latest answer's timestamp: the windows are judged at it.
  const serverTime = Math.max(0, ...(projects.data?.pages.map((p) => p.serverTime) ?? []));
  useReadAgainAtNextWindowBoundary(projects, serverTime);
  // The subscriptions show their project's listing from the unfiltered list (the same query when no filter is set).
  const allProjects = useIeoProjects();
  const orders = useIeoOrders(orderStatus);
  const pay = useIeoPayConfirm();
  // Money of the pay currency at its display decimals (2 until the list answers); the estimate is truncated to them too.
  const decimalsOf = useMoneyDecimals();

  return (
    <>
      <BoardTabs tab={tab} onTab={setTab} />
      {tab === 'projects' ? (
        <FilteredTab
          codes={PROJECT_STATUSES}
          labelOf={(s) => t(`ieo.projectStatus.${projectStatusKey(s)}`)}
          status={projectStatus}
          onStatus={setProjectStatus}
          query={projects}
          testId="project-list"
          emptyTitle={t('ieo.empty.projects')}
        >
          {(p) => <ProjectCard project={p} serverTime={serverTime} payDecimals={decimalsOf(p.quoteCurrency)} onDraw={() => setDrawOf(p)} />}
        </FilteredTab>
      ) : (
        <FilteredTab
          codes={ORDER_STATUSES}
          labelOf={(s) => t(`ieo.orderStatus.${orderStatusKey(s)}`)}
          status={orderStatus}
          onStatus={setOrderStatus}
          query={orders}
          testId="ieo-order-list"
          emptyTitle={t('ieo.empty.orders')}
        >
          {(o) => (
            <IeoOrderCard
              order={o}
              project={allProjects.data?.pages.flatMap((p) => p.records).find((p) => p.id === o.projectId)}
              payDecimals={decimalsOf(o.quoteCurrency)}
              paying={pay.paying(o.id)}
              onPay={() => void pay.confirmPay(o)}
            />
          )}
        </FilteredTab>
      )}
      {/* The sheet opens over the whole screen (antd-mobile's popup renders into the document body). */}
      <Popup visible={drawOf !== null} onMaskClick={() => setDrawOf(null)} onClose={() => setDrawOf(null)} bodyClassName={styles.sheet}>
        {drawOf !== null && <DrawSheet key={drawOf.id} project={drawOf} />}
      </Popup>
    </>
  );
}
