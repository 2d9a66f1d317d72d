import { paiseToRupees, rupeesToPaise, sharePaise } from './price-sharing.util';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('sharePaise', () => {
  it('shares in proportion to price: 100 and 300 share 100 as 25 and 75', () => {
    expect(sharePaise([10_000, 30_000], 10_000)).toEqual([2_500, 7_500]);
  });

  it('gives the whole total to a single prop', () => {
    expect(sharePaise([12_345], 99_999)).toEqual([99_999]);
    expect(sharePaise([0], 5_000)).toEqual([5_000]);
  });

  it('shares equally when every price is 0, largest remainder to the first ones', () => {
    expect(sharePaise([0, 0, 0], 100)).toEqual([34, 33, 33]);
    expect(sharePaise([0, 0], 1)).toEqual([1, 0]);
  });

  it('gives nothing to a zero-priced prop when others have prices', () => {
    expect(sharePaise([0, 100, 100], 101)).toEqual([0, 51, 50]);
  });

  it('rounds by largest remainder so shares add up exactly', () => {
    // 1000 over prices 1,1,1 → 333.33 each: one extra paisa to the first.
    expect(sharePaise([100, 100, 100], 1_000)).toEqual([334, 333, 333]);
    // 10 over 2:3:5 with odd remainders: exact 2, 3, 5.
    expect(sharePaise([200, 300, 500], 10)).toEqual([2, 3, 5]);
    // 7 over 1:2 → 2.333 / 4.667: the larger remainder (second) gets the paisa.
    expect(sharePaise([100, 200], 7)).toEqual([2, 5]);
  });

  it('adds up exactly for many props with awkward prices', () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 50; round++) {
      const prices = Array.from({ length: 1 + Math.floor(rand() * 500) }, () => Math.floor(rand() * 10_000_000));
      const total = Math.floor(rand() * 100_000_000_000);
      const shares = sharePaise(prices, total);
      expect(sum(shares)).toBe(total);
      const priceSum = sum(prices);
      shares.forEach((s, i) => {
        const exact = priceSum === 0 ? total / prices.length : (total * prices[i]) / priceSum;
        expect(Math.abs(s - exact)).toBeLessThan(1.0001); // never more than a paisa off its exact share
        expect(s).toBeGreaterThanOrEqual(0);
      });
    }
  });

  it('stays exact for totals whose products pass 2^53', () => {
    const total = 9_000_000_000_000_000; // ₹90 lakh crore in paise, still a safe integer
    const prices = [999_999_999_99, 1, 333_333_333_33];
    const shares = sharePaise(prices, total);
    expect(sum(shares)).toBe(total);
    // BigInt reference for the first share.
    const ps = prices.reduce((a, b) => a + BigInt(b), 0n);
    const exactFloor = (BigInt(total) * BigInt(prices[0])) / ps;
    expect(BigInt(shares[0]) - exactFloor).toBeLessThanOrEqual(1n);
    expect(BigInt(shares[0]) >= exactFloor).toBe(true);
  });

  it('shares a zero total as zeros', () => {
    expect(sharePaise([100, 200], 0)).toEqual([0, 0]);
  });

  it('refuses bad input', () => {
    expect(() => sharePaise([], 100)).toThrow(RangeError);
    expect(() => sharePaise([100], -1)).toThrow(RangeError);
    expect(() => sharePaise([100], 1.5)).toThrow(RangeError);
    expect(() => sharePaise([-1], 100)).toThrow(RangeError);
  });
});

describe('rupeesToPaise / paiseToRupees', () => {
  it('converts up to two decimals exactly', () => {
    expect(rupeesToPaise(100)).toBe(10_000);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(19.99)).toBe(1_999);
    expect(rupeesToPaise(1_234_567.89)).toBe(123_456_789);
  });
  it('refuses three decimals and non-numbers', () => {
    expect(rupeesToPaise(10.005)).toBeNull();
    expect(rupeesToPaise(Number.NaN)).toBeNull();
    expect(rupeesToPaise(Infinity)).toBeNull();
  });
  it('shows paise as rupees with 2 decimals', () => {
    expect(paiseToRupees(2_500)).toBe(25);
    expect(paiseToRupees(7_501)).toBe(75.01);
  });
});
