import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/postgresql';
import { escapeLike } from '../common/escape-like';
import { CURSOR_MESSAGE, decodeCursor, encodeCursor } from '../common/keyset-cursor';
import {
  DELIVERY_STATUSES,
  Enquiry,
  STUDIO_STATUSES,
  type DeliveryStatus,
  type EnquirySource,
  type StudioStatus,
} from '@studio/core/entities/enquiry.entity';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { enquiryForwardJob } from '@studio/core/jobs/jobs.contract';
import { JobProducer } from '@studio/core/jobs/job-producer.service';
import { EnquiriesRepository } from '@studio/core/enquiries/enquiries.repository';
import type { InboxFilterDto, InboxQueryDto } from './inbox-query.dto';

export interface InboxItem {
  id: string;
  source: EnquirySource;
  name: string;
  phone: string;
  email: string;
  service: string | null;
  message: string | null;
  address: string | null;
  /** theme checkout: each chosen theme with its section */
  themes: { title: string; section: string }[];
  deliveryStatus: DeliveryStatus;
  studioStatus: StudioStatus;
  attempts: number;
  lastError: string | null;
  forwardedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface InboxPage {
  items: InboxItem[];
  /** How many match: exact from the kept counts without a search or dates; else counted up to TOTAL_CAP. */
  total: number;
  /** True when more than `total` match (a search counted only up to TOTAL_CAP). */
  totalCapped: boolean;
  limit: number;
  /** Pass as `cursor` for the next (older) page; null on the last. */
  nextCursor: string | null;
  counts: { all: number; studio: Record<StudioStatus, number>; delivery: Record<DeliveryStatus, number> };
}

/** A search or a date range is counted up to this many ("1,000+"), so a broad one never counts five years. */
export const TOTAL_CAP = 1000;

/** Statuses a retry from the inbox may start from; a forwarded enquiry is never sent again. */
const RETRYABLE: DeliveryStatus[] = ['failed', 'not_configured'];

/** The studio's enquiry inbox: reads Postgres only, so it works while the spreadsheet or Redis is down. */
@Injectable()
export class EnquiryInboxService {
  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly jobs: JobProducer,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * The filters as a query: statuses, `q` (name, phone or e-mail contains, any case; digits typed with +91 or
   * spaces still find the phone) and the days received, in the studio's time zone.
   */
  async where(f: InboxFilterDto): Promise<FilterQuery<Enquiry>> {
    const and: FilterQuery<Enquiry>[] = [];
    if (f.status) and.push({ studioStatus: f.status });
    if (f.delivery) and.push({ deliveryStatus: f.delivery });
    const term = f.q?.trim();
    if (term) {
      const like = `%${escapeLike(term)}%`;
      const ors: FilterQuery<Enquiry>[] = [{ name: { $ilike: like } }, { email: { $ilike: like } }, { phone: { $like: like } }];
      // "+91 98765 43210" or "98765-43210": the stored phone is 10 digits.
      let digits = term.replace(/\D/g, '');
      if (/^\s*\+?91/.test(term) && digits.length > 10) digits = digits.slice(2);
      if (digits.length >= 3 && digits !== term) ors.push({ phone: { $like: `%${digits}%` } });
      and.push({ $or: ors });
    }
    if (f.from || f.to) {
      const bounds = await this.enquiries.dayBounds(f.from, f.to, this.config.timezone);
      if (f.from) and.push({ createdAt: { $gte: bounds.start! } });
      if (f.to) and.push({ createdAt: { $lt: bounds.end! } });
    }
    return and.length ? { $and: and } : {};
  }

  /** A page of the inbox, newest first, after `cursor`; totals and tab counts without scanning the table. */
  async list(q: InboxQueryDto): Promise<InboxPage> {
    const after = q.cursor === undefined ? undefined : decodeCursor(q.cursor);
    if (after === null) throw new BadRequestException({ message: CURSOR_MESSAGE, fields: { cursor: CURSOR_MESSAGE } });
    const where = await this.where(q);
    const [{ rows, more }, pairs] = await Promise.all([this.enquiries.pageAfter(where, q.limit, after), this.enquiries.statusCounts()]);
    let total: number;
    let totalCapped = false;
    if (!after && !more) {
      // A first page that holds every match is its own count: a narrow search (an e-mail, a phone) asks no more.
      total = rows.length;
    } else if (q.q || q.from || q.to) {
      const counted = await this.enquiries.countUpTo(where, TOTAL_CAP);
      totalCapped = counted > TOTAL_CAP;
      total = Math.min(counted, TOTAL_CAP);
    } else {
      total = pairs.filter((p) => (!q.status || p.studio_status === q.status) && (!q.delivery || p.delivery_status === q.delivery)).reduce((n, p) => n + p.n, 0);
    }
    const counts = tabCounts(pairs);
    const last = rows[rows.length - 1];
    return { items: rows.map(toItem), total, totalCapped, limit: q.limit, nextCursor: more && last ? encodeCursor(last) : null, counts };
  }

  async setStudioStatus(id: string, studioStatus: StudioStatus): Promise<InboxItem> {
    if (!(await this.enquiries.setStudioStatus(id, studioStatus))) throw new NotFoundException('Enquiry not found');
    return this.get(id);
  }

  /** Failed (or kept while no endpoint was set) → received, with a fresh job. The conditional update is the guard. */
  async retry(id: string): Promise<InboxItem> {
    if (!(await this.enquiries.requeueDelivery(id, RETRYABLE))) {
      const current = await this.enquiries.find(id);
      if (!current) throw new NotFoundException('Enquiry not found');
      throw new ConflictException(
        current.deliveryStatus === 'forwarded'
          ? 'This enquiry was already delivered.'
          : 'This enquiry is still being delivered; only a failed one can be retried.',
      );
    }
    await this.jobs.ensureOrLeaveToReconciler(enquiryForwardJob({ enquiryId: id }));
    return this.get(id);
  }

  private async get(id: string): Promise<InboxItem> {
    const row = await this.enquiries.find(id, { refresh: true });
    if (!row) throw new NotFoundException('Enquiry not found');
    return toItem(row);
  }

}

/** The tabs' counts from the kept (studio status, delivery status) counters. */
function tabCounts(pairs: { studio_status: StudioStatus; delivery_status: DeliveryStatus; n: number }[]): InboxPage['counts'] {
  const studio = Object.fromEntries(STUDIO_STATUSES.map((s) => [s, 0])) as Record<StudioStatus, number>;
  const delivery = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as Record<DeliveryStatus, number>;
  let all = 0;
  for (const r of pairs) {
    studio[r.studio_status] += r.n;
    delivery[r.delivery_status] += r.n;
    all += r.n;
  }
  return { all, studio, delivery };
}

export function toItem(e: Enquiry): InboxItem {
  const titles = e.themeIds ? e.themeIds.split(',') : [];
  const sections = e.themeSections ? e.themeSections.split(',') : [];
  return {
    id: e.id,
    source: e.source,
    name: e.name,
    phone: e.phone,
    email: e.email,
    service: e.service,
    message: e.message,
    address: e.address,
    themes: titles.map((title, i) => ({ title, section: sections[i] ?? '' })),
    deliveryStatus: e.deliveryStatus,
    studioStatus: e.studioStatus,
    attempts: e.attempts,
    lastError: e.lastError,
    forwardedAt: e.forwardedAt,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  };
}
