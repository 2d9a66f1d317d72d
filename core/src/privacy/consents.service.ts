import { Injectable } from '@nestjs/common';
import { Refusal } from '../errors/refusal';
import { PRIVACY_NOTICE, type PrivacyNoticeLang } from './privacy-notice.texts';
import { ConsentsRepository } from './consents.repository';
import { PrivacyFamiliesRepository } from './privacy-families.repository';
import { CONSENT_PURPOSES, PRIVACY_MESSAGES, type ConsentChoice, type ConsentState, type ConsentVia, type PrivacyFamily } from './privacy-family';

/** Where a consent is recorded: the booking or gallery it was given on (the family follows from it). */
export interface ConsentSubject {
  bookingId: string | null;
  galleryId: string | null;
}

export interface ConsentContext {
  via: ConsentVia;
  /** 'parents' or the staff member's username. */
  by: string;
  lang?: PrivacyNoticeLang;
  note?: string | null;
}

/**
 * A family's consents per purpose (docs/architecture.md §16): appended, never changed; the latest row per purpose
 * wins. Only a clear action records one: a purpose left out of a request records nothing.
 */
@Injectable()
export class ConsentsService {
  constructor(
    private readonly repo: ConsentsRepository,
    private readonly families: PrivacyFamiliesRepository,
  ) {}

  async familyOf(subject: ConsentSubject): Promise<PrivacyFamily> {
    const family = subject.bookingId ? await this.families.ofBooking(subject.bookingId) : subject.galleryId ? await this.families.ofGallery(subject.galleryId) : null;
    if (!family) throw new Refusal('not-found', PRIVACY_MESSAGES.familyNotFound);
    return family;
  }

  /** The consents of the family the subject belongs to. */
  async read(subject: ConsentSubject): Promise<ConsentState> {
    return this.stateOf(await this.familyOf(subject));
  }

  async stateOf(family: PrivacyFamily): Promise<ConsentState> {
    const rows = await this.repo.ofFamily(family);
    const state = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, { granted: false, at: null }])) as ConsentState;
    for (const p of CONSENT_PURPOSES) {
      const latest = rows.find((r) => r.purpose === p);
      if (latest) state[p] = { granted: latest.granted, at: latest.at.toISOString() };
    }
    return state;
  }

  /**
   * Records the given choices and answers the family's consents, whether `portfolio` was withdrawn just now (the
   * caller then takes the family's photos off the public site) and whether `reviews` was chosen (their testimonials
   * leave or return to the public pages).
   */
  async record(
    subject: ConsentSubject,
    choice: ConsentChoice,
    ctx: ConsentContext,
  ): Promise<{ consents: ConsentState; portfolioWithdrawn: boolean; reviewsChosen: boolean; family: PrivacyFamily }> {
    const family = await this.familyOf(subject);
    const given = CONSENT_PURPOSES.filter((p) => typeof choice[p] === 'boolean');
    await this.repo.append(
      given.map((purpose) => ({
        bookingId: subject.bookingId,
        galleryId: subject.bookingId ? null : subject.galleryId,
        purpose,
        granted: choice[purpose]!,
        noticeVersion: PRIVACY_NOTICE.version,
        lang: ctx.lang ?? 'en',
        via: ctx.via,
        by: ctx.by,
        note: ctx.note ?? null,
      })),
    );
    return { consents: await this.stateOf(family), portfolioWithdrawn: choice.portfolio === false, reviewsChosen: typeof choice.reviews === 'boolean', family };
  }

  /** The booking form's boxes (docs/architecture.md §16): only what was ticked or unticked on purpose is recorded. */
  async fromBookingForm(bookingId: string, consents: ConsentChoice | undefined, lang?: PrivacyNoticeLang): Promise<void> {
    if (!consents || !CONSENT_PURPOSES.some((p) => typeof consents[p] === 'boolean')) return;
    await this.record({ bookingId, galleryId: null }, consents, { via: 'booking', by: 'parents', lang });
  }

  async portfolioGranted(family: PrivacyFamily): Promise<boolean> {
    return (await this.stateOf(family)).portfolio.granted;
  }
}
