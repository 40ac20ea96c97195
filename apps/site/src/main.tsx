import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { rememberPartnerMarker } from '@momento/marketplace-kit';
import { App } from './App.tsx';

// A partner's widget links here with ?partner=<id>: the site keeps it for an order placed soon after
// (docs/rules/attribution.md).
rememberPartnerMarker(window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first render as a transition: React renders it in slices that yield every few milliseconds instead of one
// long task right after the entry's evaluation (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
