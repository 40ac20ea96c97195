/**
 * Intl formatters per locale, made once: constructing one loads ICU's locale data and costs milliseconds, formatting
 * with it costs microseconds, and a list formats dozens of amounts and dates while it renders.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether `locale` is the kit's default, English with the product's own formats (no Intl needed). */
export function isDefaultLocale(locale: string | undefined): boolean {
  return locale === undefined || locale === 'en';
}

/** `locale` when Intl knows it as a tag, else en-US: a malformed tag must not break a widget's render. */
function usable(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(usable(locale), options)));
  return format;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(usable(locale), options)));
  return format;
}
