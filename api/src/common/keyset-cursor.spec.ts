import { decodeCursor, decodePositionCursor, encodeCursor, encodePositionCursor } from './keyset-cursor';

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

  it("round-trips a photo's place in its gallery and refuses anything else", () => {
    const place = { position: 412, id: k.id };
    expect(decodePositionCursor(encodePositionCursor(place))).toEqual(place);
    expect(decodePositionCursor(encodeCursor(k))).toBeNull();
    expect(decodePositionCursor(Buffer.from(`-1|${k.id}`).toString('base64url'))).toBeNull();
  });
});
