import { PRIVACY_NOTICE, PRIVACY_NOTICE_LANGS } from './privacy-notice.texts';

describe('the privacy notice texts', () => {
  it('the notice has the same sections in English, Hindi and Marathi, each with text', () => {
    const counts = PRIVACY_NOTICE_LANGS.map((l) => PRIVACY_NOTICE[l].sections.length);
    expect(new Set(counts).size).toBe(1);
    for (const l of PRIVACY_NOTICE_LANGS) for (const s of PRIVACY_NOTICE[l].sections) expect(s.text.trim().length).toBeGreaterThan(40);
    // The retention numbers and the Board's deadline read the same in every language.
    for (const n of ['12', '90', '24', '72']) for (const l of PRIVACY_NOTICE_LANGS) expect(JSON.stringify(PRIVACY_NOTICE[l])).toContain(n);
  });
});
