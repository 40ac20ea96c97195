// The partner sign-in window: its own page of the site's build (embed/signin/index.html), not a route of the site's
// app, so that the home page's entry carries none of it; it shares the site's chunks (provider, login form). A
// partner page's widget opens it as `/embed/signin/?origin=<its origin>&nonce=<nonce>` (docs/embed-sign-in.md). The
// session is the site's own (the same storage as the site), and the site gate comes first, as on the site.
import { EmbedSignIn, MarketplaceProvider, SiteGate } from '@momento/marketplace-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The API base, as the site's app has it: same-origin `/api/v1`, overridable at build time. */
const apiBase = import.meta.env['VITE_API_BASE'] || '/api/v1';

const params = new URLSearchParams(window.location.search);
const container = document.getElementById('root');
if (!container) throw new Error('embed/signin/index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <MarketplaceProvider apiBase={apiBase}>
      <SiteGate>
        <EmbedSignIn partnerOrigin={params.get('origin') ?? ''} nonce={params.get('nonce') ?? ''} />
      </SiteGate>
    </MarketplaceProvider>
  </StrictMode>,
);
