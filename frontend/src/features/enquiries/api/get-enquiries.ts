/** GET /api/admin/enquiries (admin): the studio's inbox, newest first, with counts per status. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { InboxItem, InboxPage, operations } from '../../../lib/api-schema';

export type { InboxPage };

export type EnquirySource = InboxItem['source'];
export type DeliveryStatus = InboxItem['deliveryStatus'];
export type StudioStatus = InboxItem['studioStatus'];
export const STUDIO_STATUSES: StudioStatus[] = ['new', 'contacted', 'booked', 'closed'];

export type InboxEnquiry = InboxItem;

type InboxQuery = NonNullable<operations['adminEnquiries_list']['parameters']['query']>;
/** The filters and the page's cursor (none: the newest); the page size is ours (INBOX_PAGE_SIZE), not the filter's. */
export type InboxFilter = Omit<InboxQuery, 'cursor' | 'limit'> & { cursor?: string };

export const INBOX_PAGE_SIZE = 20;

type EnquiriesKey = readonly ['/api/admin/enquiries', InboxQuery];

export const enquiriesKey = (f: InboxFilter): EnquiriesKey => [
  '/api/admin/enquiries',
  { status: f.status, delivery: f.delivery, q: f.q || undefined, from: f.from || undefined, to: f.to || undefined, cursor: f.cursor, limit: INBOX_PAGE_SIZE },
];

export const fetchEnquiries = ([, query]: EnquiriesKey) => read(client.GET('/api/admin/enquiries', { params: { query } }));

/** Still on its way to the spreadsheet: worth refreshing the list for. */
const inFlight = (page?: InboxPage) => !!page?.items.some((e) => e.deliveryStatus === 'received' || e.deliveryStatus === 'processing');

export function useEnquiries(filter: InboxFilter) {
  return useSWR(enquiriesKey(filter), fetchEnquiries, {
    keepPreviousData: true,
    refreshInterval: (latest) => (inFlight(latest) ? 5000 : 0),
  });
}
