import { Injectable } from '@nestjs/common';
import { ConsentsService, type ConsentContext, type ConsentSubject } from '@studio/core/privacy/consents.service';
import type { ConsentChoice, ConsentState } from '@studio/core/privacy/privacy-family';
import { PortfolioService } from './portfolio.service';

/** Records a family's choice and, on a `portfolio` withdrawal, takes their photos off the public site at once. */
@Injectable()
export class FamilyConsentsService {
  constructor(
    private readonly consents: ConsentsService,
    private readonly portfolio: PortfolioService,
  ) {}

  async read(subject: ConsentSubject): Promise<{ consents: ConsentState }> {
    return { consents: await this.consents.read(subject) };
  }

  async change(subject: ConsentSubject, choice: ConsentChoice, ctx: ConsentContext): Promise<{ consents: ConsentState }> {
    const { consents, portfolioWithdrawn, family } = await this.consents.record(subject, choice, ctx);
    if (portfolioWithdrawn) await this.portfolio.withdraw(family);
    return { consents };
  }
}
