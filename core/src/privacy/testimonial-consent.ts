import { Injectable } from '@nestjs/common';
import { Refusal } from '../errors/refusal';
import { ConsentsService } from './consents.service';
import { PRIVACY_MESSAGES } from './privacy-family';

/** A testimonial's family, as staff chose it: the booking or the client gallery it came from (or none). */
export interface TestimonialLink {
  bookingId: string | null;
  galleryId: string | null;
}

/**
 * Purpose `reviews` (docs/architecture.md §16): a family's name and words are shown as a testimonial only while that
 * family's latest `reviews` choice is a yes. A testimonial with no family (the studio's own, the first run's) is
 * shown as before; one whose family cannot be found (erased or deleted since) is not.
 */
@Injectable()
export class TestimonialConsent {
  constructor(private readonly consents: ConsentsService) {}

  async mayShow(link: TestimonialLink): Promise<boolean> {
    if (!link.bookingId && !link.galleryId) return true;
    try {
      return (await this.consents.read(link)).reviews.granted;
    } catch (err) {
      if (err instanceof Refusal && err.kind === 'not-found') return false;
      throw err;
    }
  }

  /** Staff linking a testimonial to a family: the family must exist (404) and have said yes to `reviews` (409). */
  async assertMayShow(link: TestimonialLink): Promise<void> {
    if (!link.bookingId && !link.galleryId) return;
    if (!(await this.consents.read(link)).reviews.granted) throw new Refusal('conflict', PRIVACY_MESSAGES.noReviews);
  }

  /** The ones that may be shown, in their order (a carousel holds a handful: one family read each). */
  async showable<T extends TestimonialLink>(list: T[]): Promise<T[]> {
    const shown = await Promise.all(list.map((t) => this.mayShow(t)));
    return list.filter((_, i) => shown[i]);
  }
}
