import { lastSignInText } from './last-sign-in';

describe('lastSignInText', () => {
  const now = new Date(2026, 10, 24, 18, 0);
  it('says Never for no sign-in', () => {
    expect(lastSignInText(null, now)).toBe('Never');
    expect(lastSignInText('garbage', now)).toBe('Never');
  });
  it('names today and yesterday with the time, older days by date', () => {
    expect(lastSignInText(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toMatch(/^Today, 9:05\s?am$/i);
    expect(lastSignInText(new Date(2026, 10, 23, 21, 30).toISOString(), now)).toMatch(/^Yesterday, 9:30\s?pm$/i);
    expect(lastSignInText(new Date(2026, 10, 2, 10, 0).toISOString(), now)).toBe('2 Nov 2026');
  });
});
