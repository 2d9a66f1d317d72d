import { BoundedMemo } from './bounded-memo';

const bySize = (v: string) => v.length;

describe('BoundedMemo', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const memo = new BoundedMemo<string>(3, 1_000, bySize);
    memo.set('/g/a', 'a');
    memo.set('/g/b', 'b');
    memo.set('/g/c', 'c');
    expect(memo.get('/g/a')).toBe('a'); // a is now the most recent
    memo.set('/g/d', 'd');
    expect(memo.size).toBe(3);
    expect(memo.get('/g/b')).toBeUndefined();
    expect(memo.get('/g/a')).toBe('a');
    expect(memo.get('/g/c')).toBe('c');
    expect(memo.get('/g/d')).toBe('d');
  });

  it('keeps the total size within maxSize and refuses a value larger than the bound', () => {
    const memo = new BoundedMemo<string>(100, 10, bySize);
    memo.set('x', '1234');
    memo.set('y', '1234');
    memo.set('z', '1234');
    expect(memo.totalSize).toBeLessThanOrEqual(10);
    expect(memo.get('x')).toBeUndefined();
    expect(memo.get('z')).toBe('1234');
    memo.set('huge', '12345678901');
    expect(memo.get('huge')).toBeUndefined();
    expect(memo.get('z')).toBe('1234');
  });

  it('replacing a key counts its new size only', () => {
    const memo = new BoundedMemo<string>(10, 100, bySize);
    memo.set('k', '12345');
    memo.set('k', '12');
    expect(memo.size).toBe(1);
    expect(memo.totalSize).toBe(2);
  });

  it('does not grow under a flood of made-up paths', () => {
    const memo = new BoundedMemo<string>(500, 32 * 1024, bySize);
    for (let i = 0; i < 20_000; i++) memo.set(`/g/${i.toString(36)}-${Math.random()}`, 'x'.repeat(100));
    expect(memo.size).toBeLessThanOrEqual(500);
    expect(memo.totalSize).toBeLessThanOrEqual(32 * 1024);
  });
});
