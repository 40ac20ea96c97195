// Partners (ours): the sites that may embed Momento and sign visitors in, kept by the admin in the admin area. Each
// partner has a name, a contact e-mail, a status and its exact origins. Zod-free: the API (which stores them and
// applies them to CORS and the embed sign-in), the mock server and the admin area's form share these rules and texts.
// docs/rules/partners.md states the rules in words.
import { isExactOrigin } from './embed.ts';

/** ACTIVE: the partner's origins may embed and sign in; PAUSED: kept, but its origins are refused like any site. */
export const PARTNER_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Readonly<Record<PartnerStatus, string>> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
};

/** Longest partner name, in characters. */
export const PARTNER_NAME_MAX = 120;
/** Most origins one partner has. */
export const PARTNER_ORIGINS_MAX = 20;
/** Longest origin, in characters (as isExactOrigin accepts). */
export const PARTNER_ORIGIN_MAX = 2048;

/** The admin area's and the server's refusals of a partner's details (the form shows them; 400, 404 and 409 texts). */
export const PARTNER_REFUSALS = {
  /** 400: the name is blank. */
  nameRequired: 'Enter the partner’s name.',
  /** 400: the name is too long. */
  nameTooLong: `Keep the partner’s name to ${PARTNER_NAME_MAX} characters.`,
  /** 400: the contact e-mail is not an e-mail address. */
  contactEmail: 'Enter a contact e-mail such as tickets@venue.example, or leave it empty.',
  /** 400: no origin at all. */
  originsRequired: 'Enter at least one origin, such as https://venue.example.',
  /** 400: more than PARTNER_ORIGINS_MAX origins. */
  tooManyOrigins: `A partner has at most ${PARTNER_ORIGINS_MAX} origins.`,
  /** 400: a wildcard. */
  wildcard: (origin: string) =>
    `“${origin}” is a wildcard: list each of the partner’s sites by its exact origin, such as https://venue.example.`,
  /** 400: not an exact origin (a path, a trailing slash, no scheme...). */
  notExact: (origin: string) =>
    `“${origin}” is not an exact origin: write the scheme and host only, such as https://venue.example (no path, no trailing slash).`,
  /** 400: an http: origin where the server runs in production. */
  notHttps: (origin: string) =>
    `“${origin}” must use https://: partner sites sign visitors in, so only secure origins may be partners.`,
  /** 400: the same origin twice in one partner. */
  repeated: (origin: string) => `“${origin}” is listed twice.`,
  /** 409: the origin belongs to another partner. */
  taken: (origin: string, partner: string) =>
    `${origin} already belongs to the partner ${partner}. Remove it there first.`,
  /** 404: no such partner (removed meanwhile). */
  notFound: 'This partner no longer exists. Reload the list of partners.',
} as const;

/** The origins typed in a text box, one a line: each line trimmed, blank lines left out. */
export function parsePartnerOrigins(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Why one origin cannot be a partner's, or null: exact origins only (isExactOrigin: scheme, host and port, as browsers
 * send the Origin header), never a wildcard, and https only where `httpsOnly` (the server in production).
 */
export function partnerOriginProblem(origin: string, options: { httpsOnly: boolean }): string | null {
  if (origin.includes('*')) return PARTNER_REFUSALS.wildcard(origin);
  if (!isExactOrigin(origin)) return PARTNER_REFUSALS.notExact(origin);
  if (options.httpsOnly && !origin.startsWith('https:')) return PARTNER_REFUSALS.notHttps(origin);
  return null;
}

/** The first problem of a partner's list of origins, or null: at least one, at most PARTNER_ORIGINS_MAX, each once. */
export function partnerOriginsProblem(
  origins: readonly string[],
  options: { httpsOnly: boolean },
): string | null {
  if (origins.length === 0) return PARTNER_REFUSALS.originsRequired;
  if (origins.length > PARTNER_ORIGINS_MAX) return PARTNER_REFUSALS.tooManyOrigins;
  const seen = new Set<string>();
  for (const origin of origins) {
    const problem = partnerOriginProblem(origin, options);
    if (problem) return problem;
    if (seen.has(origin)) return PARTNER_REFUSALS.repeated(origin);
    seen.add(origin);
  }
  return null;
}

/** Why a partner's name cannot be used, or null (trimmed first). */
export function partnerNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return PARTNER_REFUSALS.nameRequired;
  if (trimmed.length > PARTNER_NAME_MAX) return PARTNER_REFUSALS.nameTooLong;
  return null;
}

/** Why a contact e-mail cannot be used, or null: empty (no contact) or one address with a domain. */
export function partnerContactProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return null;
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(trimmed) && trimmed.length <= 256
    ? null
    : PARTNER_REFUSALS.contactEmail;
}

/** The name a partner seeded from the server's PARTNER_ORIGINS gets: its origin's host (with a port other than the scheme's). */
export const partnerNameFromOrigin = (origin: string): string => new URL(origin).host;
