/**
 * Money display: amounts are shown in dollars with a currency symbol. On the wire money
 * is `{ value: "12.50", currency: "USD" }`; the spec also allows plain numbers and numeric strings.
 */

export interface MoneyObject {
  value: string | number;
  currency?: string;
}

export type MoneyInput = number | string | MoneyObject | null | undefined;

/**
 * `amount` as Intl's en-US dollars show it ('-$1,234.57'), or null for what only Intl writes (exponent forms). Dollars,
 * which nearly every amount is, need no Intl: the first Intl.NumberFormat of a page load is costly (ICU's locale data;
 * 130-190 ms of a phone's first seconds at 4x CPU throttling). Intl rounds the shortest decimal that reads back as the
 * number (what String() writes), half away from zero, so 1.005 is $1.01 although the double is a little below 1.005.
 * 1 / amount < 0 holds for -0 too, which Intl signs.
 */
function dollars(amount: number): string | null {
  const text = String(Math.abs(amount));
  if (text.includes('e')) return null;
  const [whole = '', fraction = ''] = text.split('.');
  const cents = String(
    BigInt(whole + (fraction + '00').slice(0, 2)) + BigInt(fraction.charAt(2) >= '5'),
  ).padStart(3, '0');
  return `${1 / amount < 0 ? '-' : ''}$${cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',')}.${cents.slice(-2)}`;
}

/** The numeric amount of a money input, or null when there is none or it is not a number. */
export function moneyAmount(input: MoneyInput): number | null {
  if (input === null || input === undefined) return null;
  const raw = typeof input === 'object' ? input.value : input;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const amount = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(amount) ? amount : null;
}

import { intlFormat, isDefaultLocale } from './intl.ts';

export interface MoneyFormatOptions {
  /** What a missing or unreadable amount shows. @default '' */
  fallback?: string;
  /** A BCP 47 locale: Intl's currency format for it ('1.234,50 $' in de-DE). @default 'en', the product's '$1,234.50' */
  locale?: string;
}

/**
 * '$12.50' for 12.5, '12.5', or { value: '12.50', currency: 'USD' }. Missing or unreadable amounts show `fallback`.
 * Payment currency is USD; another currency code on an object is honoured.
 */
export function formatMoney(input: MoneyInput, { fallback = '', locale }: MoneyFormatOptions = {}): string {
  const amount = moneyAmount(input);
  if (amount === null) return fallback;
  const currency = typeof input === 'object' && input?.currency ? input.currency : 'USD';
  // English dollars need no Intl; another locale, or another currency (rare: payments are in dollars), asks Intl.
  const english = isDefaultLocale(locale);
  return (
    (english && currency === 'USD' ? dollars(amount) : null) ??
    intlFormat(Intl.NumberFormat, english ? 'en-US' : (locale as string), {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(amount)
  );
}

/**
 * A number for the locale: '1,234.5' in English (the default), Intl's grouping and decimal mark otherwise
 * ('1.234,5' in de-DE).
 */
export function formatNumber(value: number, { locale }: { locale?: string } = {}): string {
  return intlFormat(Intl.NumberFormat, isDefaultLocale(locale) ? 'en-US' : locale, {
    maximumFractionDigits: 20,
  }).format(value);
}
