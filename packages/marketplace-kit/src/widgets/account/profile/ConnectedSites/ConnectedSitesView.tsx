import type { EmbedSite } from '@momento/contract';
import { Alert, Button, Card, Stack } from '@momento/ui';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTexts } from '#locale/LocaleContext.tsx';
import { useFormat } from '#locale/useFormat.ts';
import * as styles from '../Profile.css.ts';
import * as css from './ConnectedSites.css.ts';
import { connectedSitesTexts as englishTexts } from './texts.ts';

// The Revoke confirmation (modal, focus trap, overlay machinery) is its own chunk, fetched when the pointer enters the
// list of sites or focus reaches one of its buttons, and at the latest on the press: the profile page does not wait
// for it.
const loadRevokeDialog = () => import('./RevokeSiteDialog.tsx');
const RevokeSiteDialog = lazy(() =>
  loadRevokeDialog().then((module) => ({ default: module.RevokeSiteDialog })),
);
const preloadRevokeDialog = () => void loadRevokeDialog().catch(() => undefined);

export interface ConnectedSitesViewProps {
  /** The partner sites the user allows; undefined while they load or when they failed. */
  sites: EmbedSite[] | undefined;
  /** @default false */
  isLoading?: boolean;
  /** Loading failed. @default false */
  isError?: boolean;
  /** A revoke is being sent: the buttons wait. @default false */
  isRevoking?: boolean;
  /** The user confirmed revoking a site; resolves once the request is done (then the focus goes to the heading). */
  onRevoke: (site: EmbedSite) => Promise<unknown> | void;
}

/**
 * The profile page's "Partner sites" section: the sites the user allowed to use their account through Momento's
 * widgets, each with when it was allowed and until when, and Revoke after a confirmation.
 */
export function ConnectedSitesView({
  sites,
  isLoading = false,
  isError = false,
  isRevoking = false,
  onRevoke,
}: ConnectedSitesViewProps) {
  const format = useFormat();
  const t = useTexts('connectedSites', englishTexts);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState<EmbedSite | null>(null);

  const revoke = async (site: EmbedSite) => {
    setConfirming(null);
    await onRevoke(site);
    // The revoked row (and the button that had the focus) is gone: the section's heading takes the focus instead.
    heading.current?.focus();
  };

  return (
    <Card padding="large">
      <section aria-labelledby={headingId} aria-busy={isLoading || isRevoking}>
        <Stack space="large">
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
            {t.title}
          </h2>
          <p>{t.intro}</p>
          {isError ? (
            <Alert tone="danger" role="none">
              {t.failed}
            </Alert>
          ) : isLoading || !sites ? (
            <p role="status">{t.loading}</p>
          ) : sites.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <ul
              aria-labelledby={headingId}
              className={css.list}
              onPointerEnter={preloadRevokeDialog}
              onFocus={preloadRevokeDialog}
            >
              {sites.map((site) => (
                <li key={site.id} className={styles.addressRow}>
                  <div className={styles.addressChoice}>
                    <p className={styles.value}>
                      <strong>{site.origin}</strong>
                    </p>
                    <p className={styles.muted}>
                      {t.allowedOn} <time dateTime={site.granted_at}>{format.date(site.granted_at)}</time>,{' '}
                      {t.until} <time dateTime={site.expires_at}>{format.date(site.expires_at)}</time>
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    tone="danger"
                    size="small"
                    aria-label={t.revokeSite(site.origin)}
                    isDisabled={isRevoking}
                    onPress={() => setConfirming(site)}
                  >
                    {t.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
      <Suspense fallback={null}>
        {confirming ? (
          <RevokeSiteDialog
            site={confirming}
            onConfirm={() => revoke(confirming)}
            onClose={() => setConfirming(null)}
            isPending={isRevoking}
          />
        ) : null}
      </Suspense>
    </Card>
  );
}
