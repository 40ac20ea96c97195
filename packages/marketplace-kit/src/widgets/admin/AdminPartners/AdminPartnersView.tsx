import type { AdminPartner, OperationBody, PartnerStatus } from '@momento/contract';
import { Badge, Button } from '@momento/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { MarketplaceLink } from '#provider/MarketplaceProvider.tsx';
import { LoadingState, MessageState } from '#widgets/shared/LoadState.tsx';
import { LoadError } from '../AdminStates.tsx';
import * as admin from '../admin.css.ts';
import { partnersTexts as englishPartnersTexts } from './partnersTexts.ts';
import type { AddOutcome } from './PartnerDialog.tsx';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import { useStatusLabel } from '#format/useStatusLabel.ts';
import { PARTNER_STATUS_LABELS } from '@momento/contract/routes';

// The dialogs load on first use.
const PartnerDialog = lazy(async () => ({ default: (await import('./PartnerDialog.tsx')).PartnerDialog }));
const RemovePartnerDialog = lazy(async () => ({
  default: (await import('./PartnerDialog.tsx')).RemovePartnerDialog,
}));

/** What an attempt to add a partner came to: the server's refusal stays in the dialog with what was typed. */
export type { AddOutcome };

export interface AdminPartnersViewProps {
  /** Newest first; undefined while loading. */
  partners: readonly AdminPartner[] | undefined;
  /** @default false */
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Sends a new partner; the dialog closes when it resolves `{ ok: true }`. */
  onAdd: (body: OperationBody<'adminPartnerCreate'>) => Promise<AddOutcome>;
  /** @default false */
  isAdding?: boolean;
  /** Pauses (PAUSED) or resumes (ACTIVE) a partner; resolves true on success. */
  onStatus: (partner: AdminPartner, status: PartnerStatus) => Promise<boolean> | boolean;
  /** Removes a partner; resolves true on success (the confirmation then closes). */
  onRemove: (partner: AdminPartner) => Promise<boolean> | boolean;
  /**
   * The partner whose status change or removal is under way.
   * @default null
   */
  pendingId?: number | null;
  /**
   * Where the admin area is mounted: each partner's name links to its page (`{basePath}/partners/{id}`).
   * @default '/admin'
   */
  basePath?: string;
}

/**
 * The partner sites: each with its origins, status and the date it was added; Add partner (a form), Pause or Resume,
 * and Remove after a confirmation.
 */
export function AdminPartnersView({
  partners,
  isLoading = false,
  error,
  onRetry,
  onAdd,
  isAdding = false,
  onStatus,
  onRemove,
  pendingId = null,
  basePath = '/admin',
}: AdminPartnersViewProps) {
  const t = useTexts('consolePartners', englishPartnersTexts);
  const format = useFormat();
  const partnerStatus = useStatusLabel('partner', PARTNER_STATUS_LABELS);
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminPartner | null>(null);
  return (
    <section className={admin.page} aria-labelledby={titleId}>
      <div className={admin.toolbar}>
        <h1 id={titleId} className={admin.title}>
          {t.title}
        </h1>
        <Button onPress={() => setAdding(true)}>{t.add}</Button>
      </div>
      <p className={admin.muted}>{t.intro}</p>
      {error && !partners ? (
        <LoadError error={error} onRetry={onRetry} />
      ) : isLoading || !partners ? (
        <LoadingState />
      ) : partners.length === 0 ? (
        <MessageState>{t.empty}</MessageState>
      ) : (
        <div className={admin.tableBox}>
          <table className={admin.table}>
            <caption className={admin.muted}>{t.listLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{t.name}</th>
                <th scope="col">{t.origins}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.added}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {partners.map((partner) => (
                <tr key={partner.id}>
                  <th scope="row">
                    <div className={admin.rowMain}>
                      <MarketplaceLink href={`${basePath}/partners/${partner.id}`}>
                        {partner.name}
                      </MarketplaceLink>
                      <span className={admin.muted}>{partner.contact_email ?? t.noContact}</span>
                    </div>
                  </th>
                  <td>
                    <ul className={admin.inlineList} aria-label={`${t.origins}: ${partner.name}`}>
                      {partner.origins.map((origin) => (
                        <li key={origin}>
                          <code>{origin}</code>
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <Badge tone={partner.status === 'ACTIVE' ? 'success' : 'warning'}>
                      {partnerStatus(partner.status)}
                    </Badge>
                  </td>
                  <td>
                    <time dateTime={partner.created_date}>{format.date(partner.created_date)}</time>
                  </td>
                  <td>
                    <div className={admin.actions}>
                      <MarketplaceLink
                        href={`/admin/partners/${partner.id}/embed`}
                        aria-label={t.embedLabel(partner.name)}
                      >
                        {t.embed}
                      </MarketplaceLink>
                      <Button
                        variant="outline"
                        size="small"
                        aria-label={
                          partner.status === 'ACTIVE'
                            ? t.pauseLabel(partner.name)
                            : t.resumeLabel(partner.name)
                        }
                        isPending={pendingId === partner.id && !removing}
                        onPress={() =>
                          void onStatus(partner, partner.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE')
                        }
                      >
                        {partner.status === 'ACTIVE' ? t.pause : t.resume}
                      </Button>
                      <Button
                        variant="outline"
                        size="small"
                        tone="danger"
                        aria-label={t.removeLabel(partner.name)}
                        onPress={() => setRemoving(partner)}
                      >
                        {t.remove}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {adding ? (
        <Suspense fallback={null}>
          <PartnerDialog isPending={isAdding} onSubmit={onAdd} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {removing ? (
        <Suspense fallback={null}>
          <RemovePartnerDialog
            partner={removing}
            isPending={pendingId === removing.id}
            onConfirm={async () => {
              if (await onRemove(removing)) setRemoving(null);
            }}
            onClose={() => setRemoving(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
