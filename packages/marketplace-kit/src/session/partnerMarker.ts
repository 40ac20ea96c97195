import { PARTNER_MARKER_HOURS, PARTNER_MARKER_PARAM, parsePartnerMarker } from '@momento/contract/routes';
import { defaultStorage, safeStorage, type KeyValueStorage } from './storage.ts';

// The partner marker a partner's widget carries to the site (`?partner=<id>`, docs/rules/attribution.md): the site keeps
// the last one it saw with the time it arrived, and an order placed within PARTNER_MARKER_HOURS sends it. The server
// takes it only for an ACTIVE partner, and only when no line of the order came through a partner's embed.

const KEY = 'momento.partner';

/** Keeps the marker of a page's query string (`location.search`), if it has one; others leave the kept one alone. */
export function rememberPartnerMarker(
  search: string,
  storage: KeyValueStorage | null = defaultStorage(),
  now = Date.now(),
): void {
  const partner = parsePartnerMarker(new URLSearchParams(search).get(PARTNER_MARKER_PARAM));
  if (partner === null) return;
  safeStorage(storage).setItem(KEY, JSON.stringify({ partner, at: now }));
}

/** The kept marker's partner while it is younger than PARTNER_MARKER_HOURS; undefined otherwise (and forgotten then). */
export function partnerMarker(
  storage: KeyValueStorage | null = defaultStorage(),
  now = Date.now(),
): number | undefined {
  const safe = safeStorage(storage);
  const raw = safe.getItem(KEY);
  if (raw === null) return undefined;
  try {
    const kept = JSON.parse(raw) as { partner?: unknown; at?: unknown };
    if (
      typeof kept.partner === 'number' &&
      typeof kept.at === 'number' &&
      now - kept.at < PARTNER_MARKER_HOURS * 3_600_000 &&
      now >= kept.at
    ) {
      return parsePartnerMarker(String(kept.partner)) ?? undefined;
    }
  } catch {
    // Not ours: forgotten below.
  }
  safe.removeItem(KEY);
  return undefined;
}
