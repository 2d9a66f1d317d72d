import { Injectable } from '@nestjs/common';
import { ConsentsService, type ConsentContext, type ConsentSubject } from '@studio/core/privacy/consents.service';
import type { ConsentChoice, ConsentState } from '@studio/core/privacy/privacy-family';
import { ContentVersionService } from '../content/content-version.service';
import { PortfolioService } from './portfolio.service';

/**
 * Records a family's choice and, on a `portfolio` withdrawal, takes their photos off the public site at once; a
 * `reviews` choice takes their testimonials off (or back on) the public pages.
 */
@Injectable()
export class FamilyConsentsService {
  constructor(
    private readonly consents: ConsentsService,
    private readonly portfolio: PortfolioService,
    private readonly content: ContentVersionService,
  ) {}

  async read(subject: ConsentSubject): Promise<{ consents: ConsentState }> {
    return { consents: await this.consents.read(subject) };
  }

  async change(subject: ConsentSubject, choice: ConsentChoice, ctx: ConsentContext): Promise<{ consents: ConsentState }> {
    const { consents, portfolioWithdrawn, reviewsChosen, family } = await this.consents.record(subject, choice, ctx);
    if (portfolioWithdrawn) await this.portfolio.withdraw(family);
    // The public pages read a family's testimonials through their `reviews` consent: a new content version makes every
    // replica's cached site data and rendered pages read it again (docs/architecture.md §16).
    if (reviewsChosen) await this.content.bump();
    return { consents };
  }
}
