import { Button, ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { LevelInfo } from '../../api/marketing.ts';
import { HeroCard, RecordCard, RecordRows } from '../../components/domain-screen.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { formatNumber, moneyText } from '../../lib/format.ts';
import { useLevelList } from './vip-queries.ts';
import { levelProgress } from './vip-rules.ts';
import styles from './vip-levels.module.css';

/** "VIP4", or "VIP4 · Gold" when the level has a name of its own (the demo's levels are named "VIP4"). */
const levelTitle = (level: Pick<LevelInfo, 'level' | 'name'>) => {
  const code = `VIP${level.level}`;
  return level.name && level.name !== code ? `${code} · ${level.name}` : code;
};

function LevelCard({ level, current }: { level: LevelInfo; current: boolean }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      testId={`level-${level.level}`}
      title={levelTitle(level)}
      titleTestId="level-title"
      // The user's own level is outlined.
      style={{ border: current ? '2px solid var(--primary, #1677ff)' : undefined }}
      tag={
        current && (
          <Tag color="primary" data-testid="level-current">
            {t('vip.current')}
          </Tag>
        )
      }
    >
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
    </RecordCard>
  );
}

/**
 * My level, my total assets (the asset centre's figure) and the progress to the next level;
 * every level 0-6 with its threshold, weekly red envelope, upgrade bonus and benefits.
 */
export function VipLevels() {
  const { t } = useTranslation();
  const levels = useLevelList();
  const data = levels.data;
  const progress = data ? levelProgress(data) : null;

  if (levels.isPending) return <Loading />;
  if (levels.isError || !data || !progress) return <LoadFailed title={t('vip.loadFailed')} onRetry={() => void levels.refetch()} />;
  return (
    <>
      <HeroCard look="vip" testId="my-level" label={t('vip.myLevel')} figure={`VIP${data.currentLevel}`} figureTestId="my-level-value">
        <p className={styles.totalAssets}>
          {t('vip.totalAssets')}: <span data-testid="my-total-assets">{moneyText(data.totalAssets, undefined, 'USDT')}</span>
        </p>
        <ProgressBar className={styles.levelProgress} percent={Number(progress.percent)} data-testid="level-progress" />
        <p className={styles.nextLevel} data-testid="next-level">
          {progress.nextLevel === null
            ? t('vip.topLevel')
            : // The percent at percentText's 2 decimals (the sentence carries the % sign); the missing assets as money.
              t('vip.toNext', { percent: formatNumber(progress.percent, 2), missing: moneyText(progress.missing), level: progress.nextLevel })}
        </p>
      </HeroCard>
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
        <RecordRows testId="level-list">
          {data.levels.map((l) => (
            <LevelCard key={l.level} level={l} current={l.level === data.currentLevel} />
          ))}
        </RecordRows>
      )}
    </>
  );
}
