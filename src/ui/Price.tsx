import { cx } from './classNames';
import styles from './Price.module.css';

interface PriceFormat {
  /** ISO 4217 code, e.g. 'USD', 'EUR', 'GBP'. */
  currency: string;
  /** BCP 47 tag of the page language, e.g. 'en', 'de', 'en-gb'. */
  locale: string;
  className?: string;
  /** Amounts the server already wrote in this locale (`writtenPrices`): used as they are. */
  written?: WrittenPrices | undefined;
}

/**
 * Prices written on the server for an island to show as they are: the first Intl.NumberFormat a
 * page builds loads the browser's number data (about 13 ms on a desktop, four times that on a
 * phone), which an island showing the server's price would otherwise pay while it hydrates.
 */
export interface WrittenPrices {
  currency: string;
  /** By amount (`"139.99"`) and by range (`"99.99–139.99"`). */
  texts: Readonly<Record<string, string>>;
}

function rangeKey(min: number, max: number): string {
  return `${min}–${max}`;
}

/** The texts of `amounts` and `ranges` in `currency` and `locale`, for `Price`'s `written`. */
export function writtenPrices(
  amounts: readonly number[],
  ranges: readonly { min: number; max: number }[],
  currency: string,
  locale: string,
): WrittenPrices {
  const texts: Record<string, string> = {};
  for (const amount of amounts) texts[String(amount)] = formatPrice(amount, currency, locale);
  for (const { min, max } of ranges) texts[rangeKey(min, max)] = formatPriceRange(min, max, currency, locale);
  return { currency, texts };
}

/** The written text of an amount or range key, when it was written in `currency`. */
function writtenText(written: WrittenPrices | undefined, currency: string, key: string): string | undefined {
  return written?.currency === currency && Object.hasOwn(written.texts, key) ? written.texts[key] : undefined;
}

export interface SinglePriceProps extends PriceFormat {
  /** Amount in major units, as OCC sends it (29.99). */
  value: number;
  /**
   * The price before reduction, shown struck through. The caller decides when it applies
   * (spec 1 §5: a positive MSRP, or base price times quantity above the line total).
   */
  originalValue?: number;
  /** Read out before the struck-through amount, already translated ("Original price"). */
  originalLabel?: string;
  /** Read out before the current amount when an original price is shown ("Current price"). */
  currentLabel?: string;
}

export interface PriceRangeProps extends PriceFormat {
  /** Lowest price of the range, in major units. */
  min: number;
  /** Highest price of the range, in major units. */
  max: number;
}

export type PriceProps = SinglePriceProps | PriceRangeProps;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Canadian dollars in English are written as Canada writes them ("$108.99", `en-CA`), not as the US
 * English of the US/Canada site would ("CA$108.99"), and as the backend's own price texts are.
 */
function localeFor(locale: string, currency: string): string {
  return currency === 'CAD' && /^en(-us)?$/i.test(locale) ? 'en-CA' : locale;
}

/** One formatter per locale and currency: building an Intl.NumberFormat is the slow part. */
function currencyFormatter(requestedLocale: string, currency: string): Intl.NumberFormat {
  const locale = localeFor(requestedLocale, currency);
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** '$1,234.50' for ('en', 'USD'), '1.234,50 €' for ('de', 'EUR'), '£1,234.50' for ('en-gb', 'GBP'). */
export function formatPrice(value: number, currency: string, locale: string): string {
  return currencyFormatter(locale, currency).format(value);
}

/** '$10.00–$20.00' in the locale's own range style; a single price when both ends are equal. */
export function formatPriceRange(min: number, max: number, currency: string, locale: string): string {
  const formatter = currencyFormatter(locale, currency);
  if (min === max) return formatter.format(min);
  // formatRange arrived in 2022–2023 browsers; older ones get two prices and a dash.
  return typeof formatter.formatRange === 'function'
    ? formatter.formatRange(min, max)
    : `${formatter.format(min)}–${formatter.format(max)}`;
}

function isPriceRange(props: PriceProps): props is PriceRangeProps {
  return 'min' in props;
}

/** A price, a reduced price with its struck-through original, or a price range. */
export function Price(props: PriceProps) {
  const { currency, locale, className, written } = props;
  const text = (value: number) => writtenText(written, currency, String(value)) ?? formatPrice(value, currency, locale);

  if (isPriceRange(props)) {
    return (
      <span className={cx(styles.price, styles.range, className)}>
        {writtenText(written, currency, rangeKey(props.min, props.max)) ?? formatPriceRange(props.min, props.max, currency, locale)}
      </span>
    );
  }

  const { value, originalValue, originalLabel, currentLabel } = props;
  const current = text(value);

  if (originalValue === undefined) {
    return <span className={cx(styles.price, className)}>{current}</span>;
  }

  // A screen reader does not announce strike-through, so each amount says what it is.
  return (
    <span className={cx(styles.price, styles.reduced, className)}>
      <span className={styles.current}>
        {currentLabel && <span className="visually-hidden">{currentLabel} </span>}
        {current}
      </span>{' '}
      <span className={styles.original}>
        {originalLabel && <span className="visually-hidden">{originalLabel} </span>}
        <s>{text(originalValue)}</s>
      </span>
    </span>
  );
}
