import { errorMessage } from '#api/ApiError.ts';
import { useCreatePartner, useDeletePartner, useUpdatePartner } from '#api/admin/useAdminActions.ts';
import { useAdminPartners } from '#api/admin/useAdminData.ts';
import { errorTexts as englishErrorTexts } from '#texts.ts';
import { usePendingAction } from '../usePendingAction.ts';
import { AdminPartnersView } from './AdminPartnersView.tsx';
import { partnersTexts as englishPartnersTexts } from './partnersTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

/**
 * The partner sites, connected: Add partner sends the form (a refusal stays in the dialog), Pause, Resume and Remove
 * are sent and toasted, and the list is read again. The server applies each change on every process within seconds
 * (docs/rules/partners.md).
 */
export interface AdminPartnersProps {
  /**
   * Where the admin area is mounted: each partner links to its page there.
   * @default '/admin'
   */
  basePath?: string;
}

export function AdminPartners({ basePath }: AdminPartnersProps) {
  const errorTexts = useTexts('errors', englishErrorTexts);
  const t = useTexts('consolePartners', englishPartnersTexts);
  const partners = useAdminPartners();
  // The dialog shows the refusal next to what was typed; no toast on top of it.
  const create = useCreatePartner({ successNotice: (reply) => t.added_(reply.name), errorNotice: false });
  const update = useUpdatePartner({
    successNotice: (reply) => (reply.status === 'PAUSED' ? t.paused(reply.name) : t.resumed(reply.name)),
  });
  const remove = useDeletePartner({
    successNotice: (_, id) => t.removed(partners.data?.find((partner) => partner.id === id)?.name ?? ''),
  });
  const pending = usePendingAction<number>();
  return (
    <AdminPartnersView
      partners={partners.data}
      isLoading={partners.isLoading}
      error={partners.error}
      onRetry={() => void partners.mutate()}
      onAdd={async (body) => {
        const outcome = await create.run(body);
        return outcome.ok
          ? { ok: true }
          : { ok: false, message: errorMessage(outcome.error, errorTexts.somethingWentWrong) };
      }}
      isAdding={create.isPending}
      onStatus={(partner, status) =>
        pending.run(partner.id, () => update.run({ partner_id: partner.id, status }))
      }
      onRemove={(partner) => pending.run(partner.id, () => remove.run(partner.id))}
      pendingId={pending.pending}
      basePath={basePath}
    />
  );
}
