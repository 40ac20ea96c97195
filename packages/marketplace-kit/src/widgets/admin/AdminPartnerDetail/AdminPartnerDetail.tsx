import { partnerCsvFilename } from '@momento/contract/routes';
import { useState } from 'react';
import { errorMessage } from '#api/ApiError.ts';
import { exportAdminPartner } from '#api/admin/requests.ts';
import { useUpdatePartner } from '#api/admin/useAdminActions.ts';
import { useAdminPartner, useAdminPartnerOrders } from '#api/admin/useAdminData.ts';
import { errorTexts as englishErrorTexts } from '#texts.ts';
import { useClient, useToast } from '#provider/MarketplaceProvider.tsx';
import { useQueryState, type QueryStateProps } from '#widgets/browse/searchQuery.ts';
import { partnersTexts as englishPartnersTexts } from '../AdminPartners/partnersTexts.ts';
import { AdminPartnerDetailView } from './AdminPartnerDetailView.tsx';
import { partnerDetailTexts as englishPartnerDetailTexts } from './partnerDetailTexts.ts';
import { useTexts } from '#locale/LocaleContext.tsx';

export interface AdminPartnerDetailProps extends QueryStateProps {
  /** The partner's id (/admin/partners/{id}). */
  partnerId: number | string;
  /**
   * Where the admin area is mounted.
   * @default '/admin'
   */
  basePath?: string;
}

/** Hands a CSV text to the browser as a file download (an object URL, freed once the click has it). */
function saveFile(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * A partner's page, connected: the range lives in the query (`from`, `to`; the last 30 days by default), Edit, Pause and Resume are sent and toasted, Download CSV fetches the
 * range's file with the admin's session and saves it, and the orders load page by page.
 */
export function AdminPartnerDetail({ partnerId, basePath, ...queryProps }: AdminPartnerDetailProps) {
  const errorTexts = useTexts('errors', englishErrorTexts);
  const partnersTexts = useTexts('consolePartners', englishPartnersTexts);
  const t = useTexts('consolePartnerDetail', englishPartnerDetailTexts);
  const id = Number(partnerId);
  const validId = Number.isInteger(id) && id > 0;
  const [query, setQuery] = useQueryState(queryProps);
  const range = {
    ...(query['from'] ? { from: query['from'] } : {}),
    ...(query['to'] ? { to: query['to'] } : {}),
  };
  const detail = useAdminPartner({ partner_id: validId ? id : 0, ...range });
  const orders = useAdminPartnerOrders(validId ? id : 0);
  const client = useClient();
  const toast = useToast();
  const [isDownloading, setDownloading] = useState(false);
  const edit = useUpdatePartner({ successNotice: (reply) => t.saved(reply.name), errorNotice: false });
  const status = useUpdatePartner({
    successNotice: (reply) =>
      reply.status === 'PAUSED' ? partnersTexts.paused(reply.name) : partnersTexts.resumed(reply.name),
  });
  return (
    <AdminPartnerDetailView
      detail={validId ? detail.data : undefined}
      isLoading={validId && detail.isLoading}
      error={validId ? detail.error : new Error('Not a partner id')}
      onRetry={() => void detail.mutate()}
      onRangeChange={(next) => setQuery(next, { replace: true })}
      isDownloading={isDownloading}
      onDownload={async () => {
        const shown = detail.data;
        if (!shown) return;
        setDownloading(true);
        try {
          const text = await exportAdminPartner(client, { partner_id: id, from: shown.from, to: shown.to });
          saveFile(text, partnerCsvFilename(id, shown.from, shown.to));
          toast.show('success', t.downloaded);
        } catch (error) {
          toast.show('error', errorMessage(error, errorTexts.somethingWentWrong));
        } finally {
          setDownloading(false);
        }
      }}
      onEdit={async (body) => {
        const outcome = await edit.run({ partner_id: id, ...body });
        return outcome.ok
          ? { ok: true }
          : { ok: false, message: errorMessage(outcome.error, errorTexts.somethingWentWrong) };
      }}
      isSaving={edit.isPending}
      onStatus={(next) => void status.run({ partner_id: id, status: next })}
      isStatusPending={status.isPending}
      orders={orders}
      basePath={basePath}
    />
  );
}
