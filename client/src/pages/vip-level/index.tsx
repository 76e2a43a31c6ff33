import { Button, ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LevelInfo } from '../../api/marketing.ts';
import { useOpenRoute } from '../../components/route-availability.tsx';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { levelProgress, useLevelList } from '../../features/vip/index.ts';
import { formatNumber, moneyText } from '../../lib/format.ts';
import { routes } from '../../lib/route-paths.ts';
import styles from './vip-level.module.css';

/** "VIP4", or "VIP4 · Gold" when the level has a name of its own (the demo's levels are named "VIP4"). */
const levelTitle = (level: Pick<LevelInfo, 'level' | 'name'>) => {
  const code = `VIP${level.level}`;
  return level.name && level.name !== code ? `${code} · ${level.name}` : code;
};

function LevelCard({ level, current }: { level: LevelInfo; current: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="card" style={{ listStyle: 'none', border: current ? '2px solid var(--primary, #1677ff)' : undefined }} data-testid={`level-${level.level}`}>
      <div className={styles.head}>
        <strong data-testid="level-title">{levelTitle(level)}</strong>
        {current && (
          <Tag color="primary" data-testid="level-current">
            {t('vip.current')}
          </Tag>
        )}
      </div>
      <InfoRow label={t('vip.minAssets')} value={moneyText(level.minTotalAssets, undefined, 'USDT')} testId="level-min" />
      <InfoRow label={t('vip.envelope')} value={moneyText(level.weeklyRedEnvelope, undefined, 'USDT')} testId="level-envelope" />
      <InfoRow label={t('vip.bonus')} value={moneyText(level.upgradeBonus, undefined, 'USDT')} testId="level-bonus" />
      {level.benefits.length > 0 && (
        <ul className={`muted ${styles.levelBenefits}`} data-testid="level-benefits">
          {level.benefits.map((b) => (
            // The server names each benefit by a translation key (vip.benefit.*); an unknown one shows as sent.
            <li key={b}>{t(b, { defaultValue: b })}</li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * VIP levels (vipLevel): my level, my total assets (the asset centre's figure) and the progress
 * to the next level; every level 0-6 with its threshold, weekly red envelope, upgrade bonus and benefits.
 */
export default function VipLevelPage() {
  const { t } = useTranslation();
  const openRoute = useOpenRoute();
  const levels = useLevelList();
  const data = levels.data;
  const progress = data ? levelProgress(data) : null;

  return (
    <main className="screen" data-testid="vip-level">
      <ScreenHeader
        title={t('vip.title')}
        right={
          <button type="button" className="link" onClick={() => openRoute(routes.welfareCentre)}>
            {t('vip.welfare')}
          </button>
        }
      />
      <div className="screen__body">
        {levels.isPending ? (
          <Loading />
        ) : levels.isError || !data || !progress ? (
          <LoadFailed title={t('vip.loadFailed')} onRetry={() => void levels.refetch()} />
        ) : (
          <>
            <section className={`card ${styles.myLevel}`} data-testid="my-level">
              <p className={styles.heroLabel}>{t('vip.myLevel')}</p>
              <p className={styles.myLevelValue} data-testid="my-level-value">
                VIP{data.currentLevel}
              </p>
              <p className={styles.p}>
                {t('vip.totalAssets')}: <span data-testid="my-total-assets">{moneyText(data.totalAssets, undefined, 'USDT')}</span>
              </p>
              <ProgressBar className={styles.levelProgress} percent={Number(progress.percent)} data-testid="level-progress" />
              <p className={styles.nextLevel} data-testid="next-level">
                {progress.nextLevel === null
                  ? t('vip.topLevel')
                  : // The percent at percentText's 2 decimals (the sentence carries the % sign); the missing assets as money.
                    t('vip.toNext', { percent: formatNumber(progress.percent, 2), missing: moneyText(progress.missing), level: progress.nextLevel })}
              </p>
            </section>
            {data.levels.length === 0 ? (
              <Empty
                title={t('vip.empty')}
                action={
                  <Button size="small" onClick={() => void levels.refetch()}>
                    {t('common.retry')}
                  </Button>
                }
              />
            ) : (
              <ul className={styles.list} data-testid="level-list">
                {data.levels.map((l) => (
                  <LevelCard key={l.level} level={l} current={l.level === data.currentLevel} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </main>
  );
}
