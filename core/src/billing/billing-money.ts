/** Money rules of receipts and invoices (docs/architecture.md §17): the tax split, the amount in words, the financial year. */

export interface TaxSplit {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * An amount that includes GST at `ratePercent`, split into taxable value and CGST + SGST at half the rate each
 * (an intra-state supply). Both halves are the same rounded figure (half-up, to paise) and the taxable value takes
 * the rest, so the three parts add up to the amount exactly.
 */
export function splitTax(amountPaise: number, ratePercent: number): TaxSplit {
  if (!ratePercent) return { taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0 };
  const sign = amountPaise < 0 ? -1 : 1;
  const amount = Math.abs(amountPaise);
  // Half the tax on the taxable value amount * 100 / (100 + rate): amount * rate / (2 * (100 + rate)).
  const num = amount * ratePercent;
  const den = 2 * (100 + ratePercent);
  const half = Math.floor((2 * num + den) / (2 * den));
  return { taxablePaise: sign * (amount - 2 * half), cgstPaise: sign * half, sgstPaise: sign * half };
}

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  return TENS[Math.floor(n / 10)] + (n % 10 ? `-${ONES[n % 10]}` : '');
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words with Indian grouping: crore (10^7), lakh (10^5), thousand, hundred. */
export function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const thousand = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [crore ? `${indianWords(crore)} Crore` : '', lakh ? `${belowHundred(lakh)} Lakh` : '', thousand ? `${belowHundred(thousand)} Thousand` : '', rest ? belowThousand(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** "Rupees One Crore … and Ninety Paise Only"; below a rupee, "Fifty Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(Math.abs(paise) / 100);
  const p = Math.abs(paise) % 100;
  if (!rupees && p) return `${belowHundred(p)} Paise Only`;
  return `Rupees ${indianWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`;
}

/** ₹1,23,45,678.90: INR with Indian grouping (docs/architecture.md §5). */
export function formatInr(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
}

/** The financial year a studio date (yyyy-mm-dd) falls in: '2026-27' for a year from April, '2026' from January. */
export function financialYear(isoDay: string, startMonth: number): { label: string; startsOn: string } {
  const year = Number(isoDay.slice(0, 4));
  const month = Number(isoDay.slice(5, 7));
  const start = month >= startMonth ? year : year - 1;
  const startsOn = `${start}-${String(startMonth).padStart(2, '0')}-01`;
  if (startMonth === 1) return { label: String(start), startsOn };
  return { label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`, startsOn };
}
