import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EnquirySource } from '@studio/core/entities/enquiry.entity';
import { EnquiryIntake, type EnquiryFields } from '@studio/core/enquiries/enquiry-intake.service';
import { EnquiriesRepository } from '@studio/core/enquiries/enquiries.repository';
import type { ClientInfo } from './client-info.decorator';
import type { CreateEnquiryDto } from './create-enquiry.dto';
import type { ThemeCheckoutDto } from './theme-checkout.dto';

export interface ReceivedEnquiry {
  id: string;
}

/** Takes a visitor's enquiry from a form: stored in Postgres first, then handed to the worker for forwarding (EnquiryIntake). */
@Injectable()
export class EnquiriesService {
  private readonly logger = new Logger('Enquiries');

  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly intake: EnquiryIntake,
  ) {}

  fromForm(dto: CreateEnquiryDto, client: ClientInfo): Promise<ReceivedEnquiry> {
    const { source, name, phone, email, service, message } = dto;
    return this.receive({ source, name, phone, email, service, message }, dto.website, client);
  }

  fromThemeCheckout(dto: ThemeCheckoutDto, client: ClientInfo): Promise<ReceivedEnquiry> {
    const { name, phone, email, address } = dto;
    const source: EnquirySource = 'theme-checkout';
    return this.receive(
      { source, name, phone, email, address, themeIds: dto.themeIds.join(','), themeSections: dto.themeSections.join(',') },
      dto.website,
      client,
    );
  }

  private async receive(fields: EnquiryFields, honeypot: string | undefined, client: ClientInfo): Promise<ReceivedEnquiry> {
    if (honeypot?.trim()) {
      // A bot filled the hidden field: answer exactly like a success so it learns nothing, keep nothing.
      this.logger.warn(`honeypot enquiry dropped (source ${fields.source}, ip ${client.ip ?? 'unknown'})`);
      return { id: randomUUID() };
    }
    return this.intake.receive(this.intake.build(fields, client));
  }
}
