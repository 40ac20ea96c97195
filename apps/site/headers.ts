/**
 * The headers a production deployment of the built site sends, on every reply (the production server
 * `server.ts` and `vite preview` send them, so every end-to-end test runs under them). No inline or eval'd script
 * anywhere: scripts come from the site and PayPal's SDK only. Styles may be inline (components set style
 * attributes). Images from anywhere over https (partner and API hosts), data: and blob: (the profile photo preview).
 * Frames only for PayPal and the video players; the site itself is never framed. HSTS belongs to the TLS front (not
 * sent over plain http).
 */
export const securityHeaders: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self' https://www.paypal.com https://www.sandbox.paypal.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.paypal.com",
    'frame-src https://*.paypal.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * Cache lifetimes. Vite names every file under `assets/` by a hash of its content, so a deployment never changes
 * one in place: browsers keep them a year without asking again. Everything else (index.html, the entry point of a
 * new deployment) is revalidated on every visit.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
