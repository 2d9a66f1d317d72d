/** GET /api/admin/enquiries (admin): the studio's inbox, newest first, with counts per status. */
import useSWR from 'swr';
import { buildUrl, getJson } from '../../../lib/api-client';

export const ENQUIRIES_PATH = '/api/admin/enquiries';

export type EnquirySource = 'footer' | 'contact' | 'theme-checkout';
export type DeliveryStatus = 'received' | 'processing' | 'forwarded' | 'failed' | 'not_configured';
export type StudioStatus = 'new' | 'contacted' | 'booked' | 'closed';
export const STUDIO_STATUSES: StudioStatus[] = ['new', 'contacted', 'booked', 'closed'];

export interface InboxEnquiry {
  id: string;
  source: EnquirySource;
  name: string;
  phone: string;
  email: string;
  service: string | null;
  message: string | null;
  address: string | null;
  themes: { title: string; section: string }[];
  deliveryStatus: DeliveryStatus;
  studioStatus: StudioStatus;
  attempts: number;
  lastError: string | null;
  forwardedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface InboxPage {
  items: InboxEnquiry[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
  counts: { all: number; studio: Record<StudioStatus, number>; delivery: Record<DeliveryStatus, number> };
}

export interface InboxFilter {
  status?: StudioStatus;
  delivery?: DeliveryStatus;
  page: number;
}

export const INBOX_PAGE_SIZE = 20;

export const enquiriesKey = (f: InboxFilter) => buildUrl(ENQUIRIES_PATH, { status: f.status, delivery: f.delivery, page: f.page, limit: INBOX_PAGE_SIZE });

export const fetchEnquiries = (key: string) => getJson<InboxPage>(key);

/** Still on its way to the spreadsheet: worth refreshing the list for. */
const inFlight = (page?: InboxPage) => !!page?.items.some((e) => e.deliveryStatus === 'received' || e.deliveryStatus === 'processing');

export function useEnquiries(filter: InboxFilter) {
  return useSWR(enquiriesKey(filter), fetchEnquiries, {
    keepPreviousData: true,
    refreshInterval: (latest) => (inFlight(latest) ? 5000 : 0),
  });
}
