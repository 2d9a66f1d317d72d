import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { formulaSafeOrEmpty } from '@studio/core/text/formula-safe';
import { EnquiriesRepository } from '@studio/core/enquiries/enquiries.repository';
import { EnquiryInboxService, toItem, type InboxItem } from './enquiry-inbox.service';
import type { InboxFilterDto } from './inbox-query.dto';

/** Rows read per query while streaming: memory stays flat however long the inbox is. */
const BATCH = 500;
/** A runaway export stops here (a studio's inbox is thousands of rows, not millions). */
export const EXPORT_MAX_ROWS = 100_000;

export const EXPORT_COLUMNS = ['Received', 'Name', 'Phone', 'E-mail', 'Form', 'Service', 'Message', 'Address', 'Themes', 'Status', 'Delivery'] as const;

/**
 * GET /api/admin/enquiries/export.csv: the inbox's filtered list as CSV that opens cleanly in Excel and Google
 * Sheets (UTF-8 with a BOM, CRLF, every field quoted as needed) and never runs a formula (§8: a value starting
 * with = + - @ tab or CR gets a leading ').
 */
@Injectable()
export class EnquiryExportService {
  constructor(
    private readonly enquiries: EnquiriesRepository,
    private readonly inbox: EnquiryInboxService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  fileName(f: InboxFilterDto, today: string): string {
    const span = f.from || f.to ? `${f.from ?? 'start'}-to-${f.to ?? today}` : today;
    return `enquiries-${span}.csv`;
  }

  async csv(f: InboxFilterDto): Promise<Readable> {
    const where = await this.inbox.where(f);
    const when = new Intl.DateTimeFormat('en-CA', {
      timeZone: this.config.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const row = (e: InboxItem) => [
      when.format(e.createdAt).replace(',', ''),
      ...[
        e.name,
        e.phone,
        e.email,
        e.source,
        e.service,
        e.message,
        e.address,
        e.themes.map((t) => `${t.title} (${t.section})`).join(', '),
        e.studioStatus,
        e.deliveryStatus,
      ].map(formulaSafeOrEmpty),
    ];
    const enquiries = this.enquiries;
    async function* rows() {
      yield [...EXPORT_COLUMNS];
      for await (const e of enquiries.each(where, EXPORT_MAX_ROWS, BATCH)) yield row(toItem(e));
    }
    return Readable.from(rows()).pipe(stringify({ bom: true, record_delimiter: 'windows' }));
  }
}
