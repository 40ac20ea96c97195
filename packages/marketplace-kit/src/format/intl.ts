/**
 * Intl formatters per locale and options, made once: constructing one loads ICU's locale data and costs milliseconds,
 * formatting with it costs microseconds, and a list formats dozens of amounts and dates while it renders.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Whether `locale` is the kit's default, English with the product's own formats (no Intl needed). */
export const isDefaultLocale = (locale: string | undefined): locale is undefined | 'en' =>
  locale === undefined || locale === 'en';

/** The cached Intl formatter; en-US for a tag Intl does not take, so that a malformed locale never breaks a render. */
export function intlFormat<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  Format: new (locale: string, options: object) => F,
  locale: string,
  options: object,
): F {
  const key = `${Format.name}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as F | undefined;
  if (!format) {
    try {
      format = new Format(locale, options);
    } catch {
      format = new Format('en-US', options);
    }
    formats.set(key, format);
  }
  return format;
}
