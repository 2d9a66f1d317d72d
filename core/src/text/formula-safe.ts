/**
 * Spreadsheet formula injection guard (OWASP "CSV injection"): a cell that starts with one of these
 * characters is run as a formula by Sheets/Excel/LibreOffice, so a visitor's `=HYPERLINK(...)` would
 * become a live link (or worse) in the studio's sheet. A leading `'` makes the cell plain text.
 * Used for every value we forward to the spreadsheet endpoint and every CSV we write.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The value, with `'` in front if a spreadsheet would read it as a formula. */
export function formulaSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** `formulaSafe` for nullable fields: null/undefined become the empty string. */
export function formulaSafeOrEmpty(value: string | null | undefined): string {
  return value == null ? '' : formulaSafe(value);
}
