import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { englishMessages } from './en.ts';
import { applyTexts } from './messages.ts';

/** Every text id of a dictionary ('browse.notForSale', 'follow.targetLabels.SELLER'), with its value. */
function entries(value: unknown, path = ''): [string, unknown][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/** Sample arguments for a text that interpolates: a name, then numbers. */
const sample = (text: (...args: never[]) => string) => (text as (...args: unknown[]) => string)(...(text.length === 1 ? ['Gracie'] : [2, 5]));

describe('the German dictionary', () => {
  const english = new Map(entries(englishMessages));
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
        expect(sample(translated as (...args: never[]) => string).trim(), id).not.toBe('');
      } else {
        expect(typeof translated, id).toBe('string');
        expect((translated as string).trim(), id).not.toBe('');
      }
    }
  });

  it('translates what a German reader sees first: the ticket and offer texts', () => {
    expect(de.browse.notForSale).toBe('Nicht zu verkaufen');
    expect(de.browse.ticketCount(1)).toBe('1 Ticket');
    expect(de.offer.makeOffer).toBe('Angebot machen');
    expect(de.follow.newMatches(3)).toBe('3 neue Treffer');
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
