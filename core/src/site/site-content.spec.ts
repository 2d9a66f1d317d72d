import { DEFAULT_STUDIO_DETAILS } from '../config/studio-details';
import { campaignActive, displayPhone, seedSettings } from './site-content';

describe('campaignActive (studio dates, both ends inclusive)', () => {
  const c = { enabled: true, startsOn: '2026-10-20', endsOn: '2026-11-10' };
  it.each([
    ['2026-10-19', false],
    ['2026-10-20', true],
    ['2026-11-01', true],
    ['2026-11-10', true],
    ['2026-11-11', false],
  ])('%s → %s', (today, shows) => expect(campaignActive(c, today)).toBe(shows));

  it('is off when disabled, whatever the dates', () => expect(campaignActive({ ...c, enabled: false }, '2026-11-01')).toBe(false));
  it('an open side has no limit', () => {
    expect(campaignActive({ enabled: true, startsOn: null, endsOn: '2026-11-10' }, '2020-01-01')).toBe(true);
    expect(campaignActive({ enabled: true, startsOn: '2026-10-20', endsOn: null }, '2099-01-01')).toBe(true);
  });
});

describe('seedSettings', () => {
  it('maps the config module onto the stored settings, the config file campaign over the default one', () => {
    const s = seedSettings({ ...DEFAULT_STUDIO_DETAILS, phone: '9000000001', campaign: { enabled: false, endsOn: '2026-11-10' } });
    expect(s.studio.phone).toBe('9000000001');
    expect(s.studio.hours).toBe(DEFAULT_STUDIO_DETAILS.openingHours);
    expect(s.claims.happyFamilies).toBe(100);
    expect(s.campaign).toMatchObject({ enabled: false, endsOn: '2026-11-10', startsOn: null, headline: "Celebrate Your Baby's First Diwali" });
  });

  it('formats the phone for display', () => expect(displayPhone('9876543210')).toBe('+91 98765 43210'));
});
