import { lazy, Suspense } from 'react';
import { useTicketVisibility, useSellerPermission } from '#api/admin/useAdminActions.ts';
import { useAdminUser } from '#api/admin/useAdminData.ts';
import { usersTexts as englishUsersTexts } from '../AdminUsers/usersTexts.ts';
import { usePendingAction } from '../usePendingAction.ts';
import { AdminUserView } from './AdminUserView.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';

// An item's history (the audit log's table) loads when it is shown.
const ItemHistory = lazy(async () => ({
  default: (await import('../AuditLog/ItemHistory.tsx')).ItemHistory,
}));

export interface AdminUserProps {
  /** The user's id (/admin/users/{id}). */
  userId: number | string;
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

/** A user's page, connected: seller and ticket actions are sent, toasted, and the page read again. */
export function AdminUser({ userId, basePath }: AdminUserProps) {
  const t = useTexts('consoleUsers', englishUsersTexts);
  const id = Number(userId);
  const validId = Number.isInteger(id) && id > 0;
  const user = useAdminUser(validId ? id : 0);
  const seller = useSellerPermission({
    successNotice: (reply, body) =>
      body.status === 'ACTIVE' ? t.reactivated(reply.name) : t.deactivated(reply.name),
  });
  const visibility = useTicketVisibility({
    successNotice: (reply) =>
      reply.hidden ? t.hiddenDone(reply.listing_name) : t.restored(reply.listing_name),
  });
  const ticketAction = usePendingAction<number>();
  return (
    <AdminUserView
      user={validId ? user.data : undefined}
      isLoading={validId && user.isLoading}
      error={validId ? user.error : new Error('Not a user id')}
      onRetry={() => void user.mutate()}
      onSellerStatus={async (status) => (await seller.run({ user_id: id, status })).ok}
      isSellerPending={seller.isPending}
      onTicketVisibility={(item, hidden, reason) =>
        ticketAction.run(item.product_id, () =>
          visibility.run(
            hidden
              ? { product_id: item.product_id, hidden, reason }
              : { product_id: item.product_id, hidden },
          ),
        )
      }
      pendingTicketId={ticketAction.pending}
      basePath={basePath}
      history={
        validId ? (
          <Suspense fallback={null}>
            <ItemHistory kind="user" id={id} name={user.data?.name ?? ''} />
          </Suspense>
        ) : null
      }
    />
  );
}
