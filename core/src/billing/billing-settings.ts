/**
 * The studio's billing settings (docs/architecture.md §17), stored as part `billing` of the site settings row.
 * Import-free: the rules here are plain functions the api's DTO and the issuer both read.
 */
export interface BillingSettings {
  /** The name on receipts and invoices ('' = the studio's name from the site settings). */
  legalName: string;
  /** One line ('' = the studio's address lines). */
  address: string;
  /** Two digits: the GST state code of the studio's state ('' until set). */
  stateCode: string;
  /** 15 characters; null = an unregistered studio (its receipts carry no tax). */
  gstin: string | null;
  sac: string;
  gstRatePercent: number;
  receiptPrefix: string;
  /** 1-12; India's financial year starts in April (4). */
  financialYearStartMonth: number;
}

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  legalName: '',
  address: '',
  stateCode: '',
  gstin: null,
  sac: '998381',
  gstRatePercent: 18,
  receiptPrefix: 'LD',
  financialYearStartMonth: 4,
};

export function billingSettingsFrom(stored: Partial<BillingSettings> | null | undefined): BillingSettings {
  const s = { ...DEFAULT_BILLING_SETTINGS, ...(stored ?? {}) };
  return { ...s, gstin: s.gstin ? s.gstin : null };
}

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The GSTIN's 15th character from its first 14: each character's value (0-9, A-Z = 10-35) times 1 or 2
 * (alternating, from the first), each product's quotient and remainder by 36 added, and the check value is
 * 36 minus the sum's remainder by 36 (mod 36). Source: insufina.in, "What is Check Sum Digit?" (2022), worked for
 * 27AAPFU0939F1Z → V.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN of the right shape whose last character is its check character. */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstinCheckChar(value.slice(0, 14)) === value[14];
}

export const BILLING_SETTINGS_MESSAGES = {
  legalName: 'Legal name must be at most 120 characters',
  address: 'Billing address must be at most 300 characters',
  stateCode: 'State code must be two digits (the GST state code, e.g. 27 for Maharashtra)',
  gstin: 'GSTIN must be 15 characters like 27AAPFU0939F1ZV with a valid check character (or empty when not registered)',
  gstinState: 'The GSTIN must start with the state code',
  gstinNeedsState: 'Set the state code before the GSTIN',
  sac: 'SAC must be 6 digits starting with 99, e.g. 998381',
  gstRatePercent: 'GST rate must be a whole number of percent from 0 to 28',
  receiptPrefix: 'Receipt prefix must be 1 to 4 capital letters or digits (a number must fit in 16 characters)',
  financialYearStartMonth: 'Financial year start must be a month from 1 to 12',
} as const;

export const STATE_CODE_PATTERN = /^[0-9]{2}$/;
export const SAC_PATTERN = /^99[0-9]{4}$/;
export const RECEIPT_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** Rules across fields, on the merged settings of a save: field → message (empty when fine). */
export function billingSettingsProblems(s: BillingSettings): Record<string, string> {
  const M = BILLING_SETTINGS_MESSAGES;
  if (!s.gstin) return {};
  if (!s.stateCode) return { 'billing.stateCode': M.gstinNeedsState };
  if (!s.gstin.startsWith(s.stateCode)) return { 'billing.gstin': M.gstinState };
  return {};
}
