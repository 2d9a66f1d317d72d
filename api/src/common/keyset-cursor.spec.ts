import { decodeCursor, encodeCursor } from './keyset-cursor';

describe('keyset cursor', () => {
  const k = { createdAt: new Date('2026-11-29T05:20:01.123Z'), id: '0b8f5c1e-2a4d-4c1b-9f3e-5d6a7b8c9d0e' };

  it('round-trips the last row of a page', () => {
    expect(decodeCursor(encodeCursor(k))).toEqual(k);
  });

  it.each(['', 'abc', Buffer.from('not-a-date|0b8f5c1e-2a4d-4c1b-9f3e-5d6a7b8c9d0e').toString('base64url'), Buffer.from('2026-11-29T05:20:01.123Z|x').toString('base64url'), Buffer.from(`${k.createdAt.toISOString()}|${k.id}|x`).toString('base64url')])(
    'refuses %p',
    (c) => {
      expect(decodeCursor(c)).toBeNull();
    },
  );
});
