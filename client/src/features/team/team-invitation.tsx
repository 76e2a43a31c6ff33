import { Button, Tag } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '../../api/marketing.ts';
import { HeroCard, RecordCard, RecordList } from '../../components/domain-screen.tsx';
import { InfoRow, LoadFailed, Loading } from '../../components/screen-states.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { DATE_FORMATS, countText, formatServerTime, moneyText } from '../../lib/format.ts';
import { saveQrImage } from './save-qr.ts';
import { useMyTeam } from './team-queries.ts';
import styles from './team-invitation.module.css';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={styles.figure}>
      <p className={styles.figureValue} data-testid={testId}>
        {value}
      </p>
      <p className={styles.figureLabel}>{label}</p>
    </div>
  );
}

function MemberRow({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      testId={`member-${member.id}`}
      title={member.account}
      titleTestId="member-account"
      tag={
        <Tag color={member.depth === 1 ? 'primary' : 'default'} fill="outline" data-testid="member-depth">
          {t(member.depth === 1 ? 'team.direct' : 'team.second')}
        </Tag>
      }
    >
      <InfoRow label={t('team.level')} value={`VIP${member.level}`} testId="member-level" />
      <InfoRow label={t('team.joined')} value={formatServerTime(member.joinedAt, DATE_FORMATS.display)} testId="member-joined" />
      <InfoRow label={t('team.recharged')} value={t(member.recharged ? 'team.yes' : 'team.no')} testId="member-recharged" />
    </RecordCard>
  );
}

/** The invite code and link with its QR code: copy either, save the QR as an image. */
function InviteCard({ inviteCode, inviteLink }: { inviteCode: string; inviteLink: string }) {
  const { t } = useTranslation();
  const qr = useRef<SVGSVGElement>(null);
  return (
    <section className={`card ${styles.inviteCard}`} data-testid="invite-card">
      <p className={`muted ${styles.flat}`}>{t('team.inviteCode')}</p>
      <p className={styles.inviteCode} data-testid="invite-code">
        {inviteCode}
      </p>
      <Button size="mini" color="primary" fill="outline" onClick={() => void copyText(inviteCode)} data-testid="copy-code">
        {t('team.copyCode')}
      </Button>
      <div className={styles.qrFrame}>
        <QRCodeSVG ref={qr} value={inviteLink} size={180} marginSize={1} role="img" aria-label={t('team.qr')} data-testid="invite-qr" />
      </div>
      <p className={styles.inviteLink} data-testid="invite-link">
        {inviteLink}
      </p>
      <div className={styles.inviteButtons}>
        <Button size="small" color="primary" onClick={() => void copyText(inviteLink)} data-testid="copy-link">
          {t('team.copyLink')}
        </Button>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={() => {
            if (qr.current) void saveQrImage(qr.current, `invite-${inviteCode}`);
          }}
          data-testid="save-qr"
        >
          {t('team.saveQr')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The team invitation: the invite card, the team figures, and the direct and second-level
 * members, paged.
 */
export function TeamInvitation() {
  const { t } = useTranslation();
  const team = useMyTeam();
  const first = team.data?.pages[0];

  if (team.isPending) return <Loading />;
  if (team.isError || !first) return <LoadFailed title={t('team.loadFailed')} onRetry={() => void team.refetch()} />;
  return (
    <>
      <InviteCard inviteCode={first.inviteCode} inviteLink={first.inviteLink} />
      <HeroCard look="team" testId="team-figures" label={`${t('team.income')} (USDT)`} figure={moneyText(first.teamIncome)} figureTestId="team-income">
        <div className={styles.figures}>
          <Figure label={t('team.size')} value={countText(first.teamSize)} testId="team-size" />
          <Figure label={t('team.directCount')} value={countText(first.directCount)} testId="team-direct" />
          <Figure label={t('team.newToday')} value={countText(first.newToday)} testId="team-new-today" />
          <Figure label={t('team.rechargedCount')} value={countText(first.rechargedCount)} testId="team-recharged" />
        </div>
      </HeroCard>
      <h2 className="section-title">{t('team.members')}</h2>
      <RecordList
        query={team}
        rows={team.data?.pages.flatMap((p) => p.members.records) ?? []}
        testId="member-list"
        emptyTitle={t('team.empty')}
        moreLabel={t('team.more')}
        endLabel={t('team.end')}
      >
        {(m) => <MemberRow member={m} />}
      </RecordList>
    </>
  );
}
