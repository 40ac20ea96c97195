import { describe, expect, it } from 'vitest';
import { LIMITS } from '@momento/contract/routes';
import { de } from './de.ts';
import { englishKitTexts } from './en.ts';
import { applyTexts, translateText } from './texts.ts';

/** Every text id of a dictionary ('browse.notForSale', 'follow.targetLabels.SELLER'), with its value. */
function entries(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/** Sample arguments for the texts that take other than a name or numbers, by text id. */
const sampleArguments: Readonly<Record<string, unknown[]>> = {
  'consolePartnerDetail.summary': [
    { views: '1.200', sign_ins: '30', offers: '4', orders: '2', sales: '1.234,50\u00a0$' },
  ],
};

/** Sample arguments for a text that interpolates: its own (above), else a name, else numbers. */
const sample = (id: string, text: (...args: never[]) => string) =>
  (text as (...args: unknown[]) => string)(
    ...(sampleArguments[id] ?? (text.length === 1 ? ['Gracie'] : [2, 5])),
  );

describe('the German dictionary', () => {
  const english = new Map(entries(englishKitTexts));
  const german = new Map(entries(de));

  it('has every text id of the English dictionary and no other', () => {
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('gives every text id a non-empty German text, of the English text’s kind (a string, or a function of the same arguments)', () => {
    for (const [id, text] of english) {
      const translated = german.get(id);
      if (typeof text === 'function') {
        expect(typeof translated, id).toBe('function');
        expect((translated as (...args: never[]) => string).length, id).toBe(text.length);
        expect(sample(id, translated as (...args: never[]) => string).trim(), id).not.toBe('');
      } else {
        expect(typeof translated, id).toBe('string');
        expect((translated as string).trim(), id).not.toBe('');
      }
    }
  });

  it('keeps every number of an English text (a limit, a percentage) in its German text', () => {
    const numbers = (text: unknown) => (typeof text === 'string' ? (text.match(/\d+/g) ?? []).sort() : []);
    for (const [id, text] of english) expect(numbers(german.get(id)), id).toEqual(numbers(text));
  });

  it('translates what a German reader sees first: the ticket and offer texts', () => {
    expect(de.browse.notForSale).toBe('Nicht zu verkaufen');
    expect(de.browse.ticketCount(1)).toBe('1 Ticket');
    expect(de.offer.makeOffer).toBe('Angebot machen');
    expect(de.follow.newMatches(3)).toBe('3 neue Treffer');
  });

  it('translates the console, the shell, the validation messages and the status labels, keeping their values', () => {
    expect(de.console.moderation).toBe('Moderation');
    expect(de.consoleModeration.bulkApproved(1)).toBe('1 Element freigegeben');
    expect(
      de.consolePartnerDetail.summary({
        views: '1.200',
        sign_ins: '30',
        offers: '4',
        orders: '2',
        sales: '1.234,50\u00a0$',
      }),
    ).toBe(
      'In diesem Zeitraum: 1.200 Aufrufe, 30 Anmeldungen, 4 Angebote, 2 Bestellungen und 1.234,50\u00a0$ Umsatz.',
    );
    expect(de.shellChrome.nav.home).toBe('Start');
    expect(de.validation.emailInvalid).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(de.validation.messageMax).toBe(
      `Bitte gib für die Nachricht weniger als ${LIMITS.chatMessage} Zeichen ein.`,
    );
    expect(de.statuses.offer.ACCEPTED_SELLER).toBe('VOM VERKÄUFER ANGENOMMEN');
    expect(de.priceHistory.ticketsOn(0, 'heute')).toBe('keine Angebote heute');
  });
});

describe('applyTexts', () => {
  const english = { save: 'Save', count: (n: number) => `${n} items`, labels: { A: 'One', B: 'Two' } };

  it('returns the English texts themselves when nothing overrides them', () => {
    expect(applyTexts(english, undefined)).toBe(english);
  });

  it('replaces the given texts and keeps English for the rest', () => {
    const merged = applyTexts(english, { save: 'Speichern', labels: { A: 'Eins', B: 'Zwei' } });
    expect(merged.save).toBe('Speichern');
    expect(merged.count(2)).toBe('2 items');
    expect(merged.labels).toEqual({ A: 'Eins', B: 'Zwei' });
  });
});

describe('translateText', () => {
  const english = { emailRequired: 'Please enter the email.', emailInvalid: 'Please enter valid email.' };

  it('gives a message in the dictionary’s language by the id of its English text, and any other text as it is', () => {
    const messages = { validation: { emailRequired: 'Bitte gib die E-Mail-Adresse ein.' } };
    expect(translateText(messages, 'validation', english, 'Please enter the email.')).toBe(
      'Bitte gib die E-Mail-Adresse ein.',
    );
    expect(translateText(messages, 'validation', english, 'Please enter valid email.')).toBe(
      'Please enter valid email.',
    );
    expect(translateText(messages, 'validation', english, 'The server’s own words')).toBe(
      'The server’s own words',
    );
    expect(translateText(undefined, 'validation', english, 'Please enter the email.')).toBe(
      'Please enter the email.',
    );
  });
});
