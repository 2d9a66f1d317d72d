import { parseAmount } from '../routes/utilize-page';
import { formatInr, formatPaise } from './money';

describe('money display', () => {
  it('shows INR with a rupee sign and 2 decimals, Indian grouping', () => {
    expect(formatInr(25)).toBe('₹25.00');
    expect(formatInr(1234567.5)).toBe('₹12,34,567.50');
    expect(formatPaise(7500, 74.99)).toBe('₹75.00'); // exact paise win over the rounded rupees
    expect(formatPaise(undefined, 0.1)).toBe('₹0.10');
  });
});

describe('Utilize total amount', () => {
  it('takes a number of at least 0 with up to 2 decimals', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 0.05 ')).toBe(0.05);
    expect(parseAmount('0')).toBe(0);
    for (const bad of ['', '-1', 'abc', '1.234', '1e3']) expect(parseAmount(bad)).toBeNull();
  });
});
