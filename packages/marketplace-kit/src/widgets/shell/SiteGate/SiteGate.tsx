import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useClient, useSiteGate } from '#provider/MarketplaceProvider.tsx';
import { FullPageLoader } from '../AppShell/FullPageLoader.tsx';

// The form (with its request's code) is loaded only when the gate is shown: a visitor who passed it (a stored gate
// token) never needs it.
const SiteGateForm = lazy(() =>
  import('./SiteGateForm.tsx').then((module) => ({ default: module.SiteGateForm })),
);

export interface SiteGateProps {
  /** The site, shown once the gate is passed. */
  children?: ReactNode;
}

/**
 * The site-level login gate (see docs/rules/statuses.md): shown first, with its own tokens (the kit's site-gate
 * store) and its own refresh 5 s before expiry. After a reload a stored gate refresh token is tried first, so a
 * visitor who passed the gate is not asked again.
 */
export function SiteGate({ children }: SiteGateProps) {
  const client = useClient();
  const gate = useSiteGate();
  // A stored gate refresh token is tried first. The provider starts that refresh at mount; this shares it (the client
  // runs one at a time) or, when it has already succeeded, skips straight to the site.
  const [restoreDone, setRestoreDone] = useState(false);
  const isRestoring = !restoreDone && gate.status === 'idle' && gate.hasRefreshToken;

  useEffect(() => {
    if (!isRestoring) return;
    let active = true;
    void client.refreshSiteGate().finally(() => {
      if (active) setRestoreDone(true);
    });
    return () => {
      active = false;
    };
  }, [client, isRestoring]);

  if (gate.status === 'success') return <>{children}</>;
  if (isRestoring) return <FullPageLoader />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <SiteGateForm />
    </Suspense>
  );
}
