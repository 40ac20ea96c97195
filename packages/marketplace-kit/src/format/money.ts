/**
 * Money display: amounts are shown in dollars with a currency symbol. On the wire money
 * is `{ value: "12.50", currency: "USD" }`; the spec also allows plain numbers and numeric strings.
 */

export interface MoneyObject {
  value: string | number;
  currency?: string;
}

export type MoneyInput = number | string | MoneyObject | null | undefined;

const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: string): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(currency, formatter);
  }
  return formatter;
}

/** The numeric amount of a money input, or null when there is none or it is not a number. */
export function moneyAmount(input: MoneyInput): number | null {
  if (input === null || input === undefined) return null;
  const raw = typeof input === 'object' ? input.value : input;
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const amount = typeof raw === 'number' ? raw : Number(raw);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * '$12.50' for 12.5, '12.5', or { value: '12.50', currency: 'USD' }. Missing or unreadable amounts show `fallback`.
 * Payment currency is USD; another currency code on an object is honoured.
 */
export function formatMoney(input: MoneyInput, { fallback = '' }: { fallback?: string } = {}): string {
  const amount = moneyAmount(input);
  if (amount === null) return fallback;
  const currency = typeof input === 'object' && input?.currency ? input.currency : 'USD';
  return formatterFor(currency).format(amount);
}
