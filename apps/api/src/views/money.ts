import { CURRENCY, type Money } from '@momento/contract';

/** Integer cents to the wire's money object: 1250 -> { value: "12.50", currency: "USD" }. */
export function money(cents: number): Money {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return {
    value: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`,
    currency: CURRENCY,
  };
}

export const moneyOrNull = (cents: number | null | undefined): Money | null =>
  cents === null || cents === undefined ? null : money(cents);

/** A price from a request (number or decimal string) to integer cents, without floating-point drift. */
export function toCents(input: number | string): number {
  const text = typeof input === 'number' ? input.toFixed(2) : input.trim().replace(/^\+/, '');
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}
