import { Transform } from 'class-transformer';

/**
 * Money fields arrive as JSON numbers or, from HTML number inputs, as numeric strings.
 * '' and whitespace become undefined ("is required"); other strings become numbers (NaN
 * when not numeric, which the number check then reports).
 */
export const MoneyInput = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const t = value.trim();
    return t === '' ? undefined : Number(t);
  });
