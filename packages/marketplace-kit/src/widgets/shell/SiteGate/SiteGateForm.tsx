import { useSiteLogin } from '#api/auth/useSiteLogin.ts';
import { useSiteGate } from '#provider/MarketplaceProvider.tsx';
import { SiteGateView } from './SiteGateView.tsx';

/**
 * The gate's form, connected: its state from the gate store, its submission through `useSiteLogin`. A chunk of its
 * own with the view, loaded only when the gate shows: the request's code (the mutation, its notices) stays out of the
 * first load of a visitor who passed the gate.
 */
export function SiteGateForm() {
  const gate = useSiteGate();
  const siteLogin = useSiteLogin();
  return (
    <SiteGateView
      status={gate.status}
      errorMessage={gate.error}
      onSubmit={(values) => void siteLogin.run(values)}
    />
  );
}
