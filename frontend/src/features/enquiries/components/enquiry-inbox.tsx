/**
 * The studio's enquiry inbox (admin panel 'Enquiries'): newest first, filter tabs by the studio's status
 * or failed delivery, status select per enquiry, retry for one that was not sent. Reads Postgres through
 * the api, so it works while the spreadsheet is down. Search (name, phone or e-mail), received-from/to days and
 * an export of the filtered list as CSV.
 */
import type { ApiResult } from '../../../lib/api-result';
import { useSubmit } from '../../../lib/use-submit';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { INBOX_PAGE_SIZE, useEnquiries, type InboxFilter, type InboxPage, type StudioStatus } from '../api/get-enquiries';
import { exportEnquiries } from '../api/export-enquiries';
import { retryEnquiry } from '../api/retry-enquiry';
import { updateEnquiryStatus } from '../api/update-enquiry-status';
import { EnquiryCard } from './enquiry-card';
import '../../../components/ui/staff-ui.css';
import './inbox.css';

type Tab = { key: string; label: string; filter: Omit<InboxFilter, 'cursor'>; count: (c: InboxPage['counts']) => number };

const TABS: Tab[] = [
  { key: 'all', label: 'All', filter: {}, count: (c) => c.all },
  { key: 'new', label: 'New', filter: { status: 'new' }, count: (c) => c.studio.new },
  { key: 'contacted', label: 'Contacted', filter: { status: 'contacted' }, count: (c) => c.studio.contacted },
  { key: 'booked', label: 'Booked', filter: { status: 'booked' }, count: (c) => c.studio.booked },
  { key: 'closed', label: 'Closed', filter: { status: 'closed' }, count: (c) => c.studio.closed },
  { key: 'failed', label: 'Not sent', filter: { delivery: 'failed' }, count: (c) => c.delivery.failed },
];

export function EnquiryInbox() {
  const [tab, setTab] = useState<Tab>(TABS[0]);
  // The cursors of the pages walked so far (the first page has none): "Older" adds one, "Newer" goes back one.
  const [trail, setTrail] = useState<string[]>([]);
  const page = trail.length + 1;
  const firstPage = () => setTrail([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [search, setSearch] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { sending: exporting, run: runExport } = useSubmit(exportEnquiries);
  const q = useDebounced(search.trim(), 300);
  const filter = { ...tab.filter, q, from, to };
  const { data, error, isLoading, mutate } = useEnquiries({ ...filter, cursor: trail[trail.length - 1] });

  const download = async () => {
    const result = await runExport(filter);
    if (result && !result.ok) setNotice({ type: 'error', message: result.message });
  };
  const filtered = !!(q || from || to);

  const act = async (id: string, action: () => Promise<ApiResult<unknown>>) => {
    setBusy(id);
    const result = await action();
    setBusy(null);
    if (!result.ok) setNotice({ type: 'error', message: result.message });
    await mutate();
  };
  const setStatus = (id: string, status: StudioStatus) => act(id, () => updateEnquiryStatus(id, status));
  const retry = (id: string) => act(id, () => retryEnquiry(id));

  const pages = data ? Math.max(1, Math.ceil(data.total / INBOX_PAGE_SIZE)) : 1;
  const matches = (n: number, capped: boolean) => (capped ? `More than ${n.toLocaleString('en-IN')} enquiries match` : n === 1 ? '1 enquiry matches' : `${n.toLocaleString('en-IN')} enquiries match`);

  return (
    <section className="staff-page inbox" aria-labelledby="inbox-title">
      <h1 className="staff-page__title" id="inbox-title">
        Enquiries
      </h1>
      <p className="staff-page__lead">Messages from the footer, contact page and theme checkout, newest first. Each is also sent to the studio's sheet.</p>

      <div className="inbox__tools" role="search">
        <div className="field inbox__search">
          <label htmlFor="inbox-q">Search</label>
          <input
            id="inbox-q"
            type="search"
            placeholder="Name, phone or e-mail"
            value={search}
            maxLength={100}
            onChange={(e) => {
              setSearch(e.target.value);
              firstPage();
            }}
          />
        </div>
        <div className="field inbox__date">
          <label htmlFor="inbox-from">From</label>
          <input id="inbox-from" type="date" value={from} max={to || undefined} onChange={(e) => (setFrom(e.target.value), firstPage())} />
        </div>
        <div className="field inbox__date">
          <label htmlFor="inbox-to">To</label>
          <input id="inbox-to" type="date" value={to} min={from || undefined} onChange={(e) => (setTo(e.target.value), firstPage())} />
        </div>
        <button type="button" className="btn inbox__export" onClick={() => void download()} disabled={exporting} aria-busy={exporting || undefined}>
          {exporting ? <span className="spinner" aria-hidden /> : null}
          Export CSV
        </button>
      </div>
      {data && filtered ? (
        <p className="inbox__found" role="status">
          {matches(data.total, data.totalCapped)}
        </p>
      ) : null}

      <div className="inbox__tabs" role="group" aria-label="Filter enquiries">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            className="inbox__tab"
            aria-pressed={t.key === tab.key}
            onClick={() => {
              setTab(t);
              firstPage();
            }}
          >
            {t.label}
            {data ? <span className="inbox__count">{t.count(data.counts)}</span> : null}
          </button>
        ))}
      </div>

      {error && !data ? (
        <div className="panel inbox__empty" role="alert">
          <p>Could not load enquiries.</p>
          <button type="button" className="btn btn--small" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : isLoading && !data ? (
        <p className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading...
        </p>
      ) : data && data.items.length === 0 ? (
        <p className="panel inbox__empty">{filtered ? 'No enquiries match the search.' : 'No enquiries here yet.'}</p>
      ) : data ? (
        <>
          <ul className="inbox__list" aria-busy={isLoading || undefined}>
            {data.items.map((e) => (
              <EnquiryCard key={e.id} enquiry={e} busy={busy === e.id} onStatus={(s) => void setStatus(e.id, s)} onRetry={() => void retry(e.id)} />
            ))}
          </ul>
          {page > 1 || data.nextCursor ? (
            <nav className="inbox__pager" aria-label="Pages">
              <button type="button" className="btn btn--ghost btn--small" disabled={page <= 1} onClick={() => setTrail((t) => t.slice(0, -1))}>
                Newer
              </button>
              <span>
                Page {page}
                {data.totalCapped ? '' : ` of ${pages}`}
              </span>
              <button type="button" className="btn btn--ghost btn--small" disabled={!data.nextCursor} onClick={() => data.nextCursor && setTrail((t) => [...t, data.nextCursor!])}>
                Older
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
