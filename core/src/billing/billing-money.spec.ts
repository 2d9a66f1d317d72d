import { amountInWords, financialYear, formatInr, indianWords, splitTax } from './billing-money';
import { gstinCheckChar, isValidGstin } from './billing-settings';

describe('splitTax', () => {
  it('splits an 18 % inclusive amount into equal CGST and SGST that add up exactly', () => {
    expect(splitTax(300_000, 18)).toEqual({ taxablePaise: 254_238, cgstPaise: 22_881, sgstPaise: 22_881 });
    expect(splitTax(50, 18)).toEqual({ taxablePaise: 42, cgstPaise: 4, sgstPaise: 4 });
  });

  it('adds up to the amount for every amount and rate', () => {
    for (const rate of [0, 5, 12, 18, 28])
      for (let amount = 0; amount < 5000; amount += 7) {
        const s = splitTax(amount, rate);
        expect(s.taxablePaise + s.cgstPaise + s.sgstPaise).toBe(amount);
        expect(s.cgstPaise).toBe(s.sgstPaise);
        // Each half is the half rate on the taxable value, to the paisa.
        expect(Math.abs(s.cgstPaise - (s.taxablePaise * rate) / 200)).toBeLessThanOrEqual(1);
      }
  });

  it('keeps the sign of a refund', () => {
    expect(splitTax(-300_000, 18)).toEqual({ taxablePaise: -254_238, cgstPaise: -22_881, sgstPaise: -22_881 });
  });

  it('carries no tax at 0 %', () => {
    expect(splitTax(123_45, 0)).toEqual({ taxablePaise: 123_45, cgstPaise: 0, sgstPaise: 0 });
  });
});

describe('amount in words (Indian numbering)', () => {
  it('says ₹1,23,45,678.90 in crore and lakh', () => {
    expect(formatInr(12_345_678_90)).toBe('₹1,23,45,678.90');
    expect(amountInWords(12_345_678_90)).toBe('Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only');
  });

  it('says ₹0.50 as paise alone', () => {
    expect(amountInWords(50)).toBe('Fifty Paise Only');
  });

  it('says round figures', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(300_000)).toBe('Rupees Three Thousand Only');
    expect(amountInWords(15_00_000_00)).toBe('Rupees Fifteen Lakh Only');
    expect(indianWords(1_00_00_00_000)).toBe('One Hundred Crore');
    expect(indianWords(101)).toBe('One Hundred One');
  });
});

describe('financial year', () => {
  it('runs from April in the studio date', () => {
    expect(financialYear('2027-03-31', 4)).toEqual({ label: '2026-27', startsOn: '2026-04-01' });
    expect(financialYear('2027-04-01', 4)).toEqual({ label: '2027-28', startsOn: '2027-04-01' });
    expect(financialYear('2099-12-01', 4).label).toBe('2099-00');
    expect(financialYear('2026-02-01', 1)).toEqual({ label: '2026', startsOn: '2026-01-01' });
  });
});

describe('GSTIN check character', () => {
  it('matches the worked example and refuses a wrong one', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1V')).toBe(false);
  });
});
