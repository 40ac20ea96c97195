import type { AdminUserSummary } from '@momento/contract';
import { Badge } from '@momento/ui';
import { usersTexts as englishUsersTexts } from './usersTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { SELLER_STATUS_LABELS } from '@momento/contract/routes';

/** A user's flags at a glance: admin, seller status, unverified e-mail, deleted account. */
export function UserBadges({ user }: { user: AdminUserSummary }) {
  const t = useTexts('consoleUsers', englishUsersTexts);
  const sellerStatus = useStatusLabel('seller', SELLER_STATUS_LABELS);
  return (
    <>
      {user.is_admin === 1 ? <Badge tone="info">{t.admin}</Badge> : null}
      {user.seller_status ? (
        <Badge tone={user.seller_status === 'ACTIVE' ? 'success' : 'danger'}>
          {t.seller(sellerStatus(user.seller_status))}
        </Badge>
      ) : (
        <Badge tone="neutral">{t.notSeller}</Badge>
      )}
      {user.is_email_verified === 1 ? null : <Badge tone="warning">{t.unverified}</Badge>}
      {user.status === 'DELETED' ? <Badge tone="danger">{t.deleted}</Badge> : null}
    </>
  );
}
