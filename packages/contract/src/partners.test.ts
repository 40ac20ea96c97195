import { describe, expect, it } from 'vitest';
import {
  PARTNER_ORIGINS_MAX,
  PARTNER_REFUSALS,
  parsePartnerOrigins,
  partnerContactProblem,
  partnerNameFromOrigin,
  partnerNameProblem,
  partnerOriginProblem,
  partnerOriginsProblem,
} from './partners.ts';

const PRODUCTION = { httpsOnly: true };
const DEVELOPMENT = { httpsOnly: false };

describe('partner origins', () => {
  it('reads one origin a line, trimmed, without blank lines', () => {
    expect(
      parsePartnerOrigins('  https://venue.example \r\n\n https://shop.venue.example:8443\r\n   \n'),
    ).toEqual(['https://venue.example', 'https://shop.venue.example:8443']);
    expect(parsePartnerOrigins('   \n')).toEqual([]);
  });

  it('takes exact origins only, https only in production', () => {
    expect(partnerOriginProblem('https://venue.example', PRODUCTION)).toBeNull();
    expect(partnerOriginProblem('https://venue.example:8443', PRODUCTION)).toBeNull();
    expect(partnerOriginProblem('http://127.0.0.1:5174', DEVELOPMENT)).toBeNull();
    expect(partnerOriginProblem('http://venue.example', PRODUCTION)).toBe(
      PARTNER_REFUSALS.notHttps('http://venue.example'),
    );
    expect(partnerOriginProblem('*', PRODUCTION)).toBe(PARTNER_REFUSALS.wildcard('*'));
    expect(partnerOriginProblem('https://*.venue.example', DEVELOPMENT)).toBe(
      PARTNER_REFUSALS.wildcard('https://*.venue.example'),
    );
    for (const wrong of [
      'https://venue.example/',
      'https://venue.example/tickets',
      'venue.example',
      'ftp://venue.example',
      'https://user@venue.example',
    ]) {
      expect(partnerOriginProblem(wrong, DEVELOPMENT), wrong).toBe(PARTNER_REFUSALS.notExact(wrong));
    }
  });

  it('needs one to PARTNER_ORIGINS_MAX origins, each once, and names the first wrong one', () => {
    expect(partnerOriginsProblem([], PRODUCTION)).toBe(PARTNER_REFUSALS.originsRequired);
    const many = Array.from({ length: PARTNER_ORIGINS_MAX + 1 }, (_, i) => `https://s${i}.venue.example`);
    expect(partnerOriginsProblem(many, PRODUCTION)).toBe(PARTNER_REFUSALS.tooManyOrigins);
    expect(partnerOriginsProblem(many.slice(0, PARTNER_ORIGINS_MAX), PRODUCTION)).toBeNull();
    expect(partnerOriginsProblem(['https://a.example', 'https://a.example'], PRODUCTION)).toBe(
      PARTNER_REFUSALS.repeated('https://a.example'),
    );
    expect(
      partnerOriginsProblem(['https://a.example', 'https://b.example/', 'http://c.example'], PRODUCTION),
    ).toBe(PARTNER_REFUSALS.notExact('https://b.example/'));
  });

  it('needs a name of at most 120 characters and an optional contact e-mail', () => {
    expect(partnerNameProblem('   ')).toBe(PARTNER_REFUSALS.nameRequired);
    expect(partnerNameProblem('x'.repeat(121))).toBe(PARTNER_REFUSALS.nameTooLong);
    expect(partnerNameProblem(' Riverside Arena ')).toBeNull();
    expect(partnerContactProblem('')).toBeNull();
    expect(partnerContactProblem('tickets@riverside.example')).toBeNull();
    expect(partnerContactProblem('tickets@riverside')).toBe(PARTNER_REFUSALS.contactEmail);
    expect(partnerContactProblem('not an e-mail')).toBe(PARTNER_REFUSALS.contactEmail);
  });

  it('names a seeded partner after its origin host', () => {
    expect(partnerNameFromOrigin('https://venue.example')).toBe('venue.example');
    expect(partnerNameFromOrigin('http://127.0.0.1:5174')).toBe('127.0.0.1:5174');
    expect(partnerNameFromOrigin('https://venue.example:443')).toBe('venue.example');
  });
});
