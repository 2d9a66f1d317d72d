import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Enquiry, EnquirySource } from '@studio/core/entities/enquiry.entity';
import { enquiryForwardJob } from '@studio/core/jobs/jobs.contract';
import { JobProducer } from '@studio/core/jobs/job-producer.service';
import { EnquiriesRepository } from './enquiries.repository';
import type { ClientInfo } from './client-info.decorator';
import type { CreateEnquiryDto } from './create-enquiry.dto';
import type { ThemeCheckoutDto } from './theme-checkout.dto';

export interface ReceivedEnquiry {
  id: string;
}

type NewEnquiry = Pick<Enquiry, 'source' | 'name' | 'phone' | 'email'> &
  Partial<Pick<Enquiry, 'service' | 'message' | 'address' | 'themeIds' | 'themeSections'>>;

/** Takes a visitor's enquiry: stored in Postgres first, then handed to the worker for forwarding. */
@Injectable()
export class EnquiriesService {
  private readonly logger = new Logger('Enquiries');

  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly jobs: JobProducer,
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

  private async receive(fields: NewEnquiry, honeypot: string | undefined, client: ClientInfo): Promise<ReceivedEnquiry> {
    if (honeypot?.trim()) {
      // A bot filled the hidden field: answer exactly like a success so it learns nothing, keep nothing.
      this.logger.warn(`honeypot enquiry dropped (source ${fields.source}, ip ${client.ip ?? 'unknown'})`);
      return { id: randomUUID() };
    }
    const enquiry = await this.enquiries.create({
      id: randomUUID(),
      service: null,
      message: null,
      address: null,
      themeIds: null,
      themeSections: null,
      ...fields,
      deliveryStatus: 'received',
      studioStatus: 'new',
      attempts: 0,
      clientIp: client.ip,
      userAgent: client.userAgent,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await this.jobs.ensureOrLeaveToReconciler(enquiryForwardJob({ enquiryId: enquiry.id }));
    return { id: enquiry.id };
  }
}
