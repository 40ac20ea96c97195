import { useMemo } from 'react';
import {
  formatDate,
  formatDateTime,
  formatTime,
  type DateFormatOptions,
  type DateInput,
} from '../format/date.ts';
import { formatMoney, formatNumber, type MoneyFormatOptions, type MoneyInput } from '../format/money.ts';
import { useLocale } from './LocaleContext.tsx';

export interface LocaleFormat {
  locale: string;
  money(input: MoneyInput, options?: Omit<MoneyFormatOptions, 'locale'>): string;
  number(value: number): string;
  date(input: DateInput | null | undefined, options?: Omit<DateFormatOptions, 'locale'>): string;
  dateTime(input: DateInput | null | undefined, options?: Omit<DateFormatOptions, 'locale'>): string;
  time(input: DateInput | null | undefined, options?: Omit<DateFormatOptions, 'locale'>): string;
}

/** The formatters (money, numbers, dates) for the nearest provider's locale: the product's formats in English. */
export function useFormat(): LocaleFormat {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      money: (input, options) => formatMoney(input, { ...options, locale }),
      number: (value) => formatNumber(value, { locale }),
      date: (input, options) => formatDate(input, { ...options, locale }),
      dateTime: (input, options) => formatDateTime(input, { ...options, locale }),
      time: (input, options) => formatTime(input, { ...options, locale }),
    }),
    [locale],
  );
}
