import { ConsentsService } from './consents.service';
import type { ConsentRow, ConsentsRepository } from './consents.repository';
import type { PrivacyFamiliesRepository } from './privacy-families.repository';
import { PRIVACY_NOTICE } from './privacy-notice.texts';
import type { PrivacyFamily } from './privacy-family';

const row = (purpose: ConsentRow['purpose'], granted: boolean, at: string): ConsentRow => ({
  id: at,
  bookingId: 'b1',
  galleryId: null,
  purpose,
  granted,
  noticeVersion: 'v',
  lang: 'en',
  via: 'booking',
  by: 'parents',
  note: null,
  at: new Date(at),
});

describe('ConsentsService (docs/architecture.md §16)', () => {
  const family = { bookingId: 'b1', galleryIds: ['g1'] };
  let rows: ConsentRow[];
  let repo: jest.Mocked<Pick<ConsentsRepository, 'append' | 'ofFamily'>>;
  let families: jest.Mocked<Pick<PrivacyFamiliesRepository, 'ofBooking' | 'ofGallery'>>;
  let service: ConsentsService;

  beforeEach(() => {
    rows = [];
    repo = { append: jest.fn().mockResolvedValue(undefined), ofFamily: jest.fn((_f: PrivacyFamily) => Promise.resolve(rows)) };
    families = { ofBooking: jest.fn().mockResolvedValue(family), ofGallery: jest.fn().mockResolvedValue(family) };
    service = new ConsentsService(repo as unknown as ConsentsRepository, families as unknown as PrivacyFamiliesRepository);
  });

  it('the latest row per purpose wins (rows come newest first); never asked is not granted', async () => {
    rows = [row('portfolio', false, '2026-11-29T10:00:00Z'), row('portfolio', true, '2026-11-28T10:00:00Z')];
    expect(await service.read({ bookingId: 'b1', galleryId: null })).toEqual({
      portfolio: { granted: false, at: '2026-11-29T10:00:00.000Z' },
      reviews: { granted: false, at: null },
    });
  });

  it('records only the purposes given, under the notice version, and says when portfolio was withdrawn', async () => {
    const out = await service.record({ bookingId: null, galleryId: 'g1' }, { portfolio: false }, { via: 'gallery', by: 'parents', lang: 'mr' });
    expect(repo.append).toHaveBeenCalledWith([
      { bookingId: null, galleryId: 'g1', purpose: 'portfolio', granted: false, noticeVersion: PRIVACY_NOTICE.version, lang: 'mr', via: 'gallery', by: 'parents', note: null },
    ]);
    expect(out.portfolioWithdrawn).toBe(true);
  });

  it('the booking form records nothing when no box was touched', async () => {
    await service.fromBookingForm('b1', {});
    await service.fromBookingForm('b1', undefined);
    expect(repo.append).not.toHaveBeenCalled();
  });

  it('an unknown booking or gallery is a not-found refusal', async () => {
    families.ofBooking.mockResolvedValue(null);
    await expect(service.read({ bookingId: 'nope', galleryId: null })).rejects.toMatchObject({ name: 'Refusal', kind: 'not-found' });
  });
});
