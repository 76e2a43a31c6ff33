import { Button, Tag } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../api/marketing.ts';
import { ScreenHeader } from '../../components/screen-header.tsx';
import { Empty, InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { useMyTeam, saveQrImage } from '../../features/team/index.ts';
import { copyText } from '../../lib/clipboard.ts';
import { DATE_FORMATS, countText, formatServerTime, moneyText } from '../../lib/format.ts';
import styles from './tuandui-yaoqing.module.css';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={styles.div}>
      <p className={styles.p} data-testid={testId}>
        {value}
      </p>
      <p className={styles.p2}>{label}</p>
    </div>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <li className={`card ${styles.item}`} data-testid={`member-${member.id}`}>
      <div className={styles.head}>
        <strong data-testid="member-account">{member.account}</strong>
        <Tag color={member.depth === 1 ? 'primary' : 'default'} fill="outline" data-testid="member-depth">
          {t(member.depth === 1 ? 'team.direct' : 'team.second')}
        </Tag>
      </div>
      <InfoRow label={t('team.level')} value={`VIP${member.level}`} testId="member-level" />
      <InfoRow label={t('team.joined')} value={formatServerTime(member.joinedAt, DATE_FORMATS.display)} testId="member-joined" />
      <InfoRow label={t('team.recharged')} value={t(member.recharged ? 'team.yes' : 'team.no')} testId="member-recharged" />
    </li>
  );
}

/**
 * Team invitation (tuanduiYaoqing): the invite code and link with its QR code (copy, save the
 * QR as an image), the team figures, and the direct and second-level members, paged.
 */
export default function TeamInvitationPage() {
  const { t } = useTranslation();
  const team = useMyTeam();
  const qr = useRef<SVGSVGElement>(null);
  const first = team.data?.pages[0];
  const members = team.data?.pages.flatMap((p) => p.members.records) ?? [];

  return (
    <main className="screen" data-testid="tuandui-yaoqing">
      <ScreenHeader title={t('team.title')} />
      <div className="screen__body">
        {team.isPending ? (
          <Loading />
        ) : team.isError || !first ? (
          <LoadFailed title={t('team.loadFailed')} onRetry={() => void team.refetch()} />
        ) : (
          <>
            <section className={`card ${styles.center}`} data-testid="invite-card">
              <p className={`muted ${styles.flat}`}>{t('team.inviteCode')}</p>
              <p className={styles.inviteCode} data-testid="invite-code">
                {first.inviteCode}
              </p>
              <Button size="mini" color="primary" fill="outline" onClick={() => void copyText(first.inviteCode)} data-testid="copy-code">
                {t('team.copyCode')}
              </Button>
              <div className={styles.div2}>
                <QRCodeSVG ref={qr} value={first.inviteLink} size={180} marginSize={1} role="img" aria-label={t('team.qr')} data-testid="invite-qr" />
              </div>
              <p className={styles.inviteLink} data-testid="invite-link">
                {first.inviteLink}
              </p>
              <div className={styles.div3}>
                <Button size="small" color="primary" onClick={() => void copyText(first.inviteLink)} data-testid="copy-link">
                  {t('team.copyLink')}
                </Button>
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={() => {
                    if (qr.current) void saveQrImage(qr.current, `invite-${first.inviteCode}`);
                  }}
                  data-testid="save-qr"
                >
                  {t('team.saveQr')}
                </Button>
              </div>
            </section>

            <section className={`card ${styles.teamFigures}`} data-testid="team-figures">
              <p className={styles.heroLabel}>{t('team.income')} (USDT)</p>
              <p className={styles.heroFigure} data-testid="team-income">
                {moneyText(first.teamIncome)}
              </p>
              <div className={styles.div4}>
                <Figure label={t('team.size')} value={countText(first.teamSize)} testId="team-size" />
                <Figure label={t('team.directCount')} value={countText(first.directCount)} testId="team-direct" />
                <Figure label={t('team.newToday')} value={countText(first.newToday)} testId="team-new-today" />
                <Figure label={t('team.rechargedCount')} value={countText(first.rechargedCount)} testId="team-recharged" />
              </div>
            </section>

            <h2 className="section-title">{t('team.members')}</h2>
            {members.length === 0 ? (
              <Empty title={t('team.empty')} />
            ) : (
              <>
                <ul className={styles.list} data-testid="member-list">
                  {members.map((m) => (
                    <MemberRow key={m.id} member={m} />
                  ))}
                </ul>
                {team.hasNextPage ? (
                  <Button block fill="none" loading={team.isFetchingNextPage} onClick={() => void team.fetchNextPage()} data-testid="load-more">
                    {t('team.more')}
                  </Button>
                ) : (
                  <p className={`muted ${styles.center}`}>
                    {t('team.end')}
                  </p>
                )}
              </>
            )}
          </>
        )}
      </div>
    </main>
  );
}
