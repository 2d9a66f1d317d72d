/** /admin/client-galleries: every family's gallery with its counts, and the form that creates one. */
import { TITLE_MAX } from '@studio/rules/field-rules';
import { useSubmit } from '../../../lib/use-submit';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { clientGalleriesKey, useClientGalleries } from '../api/get-client-galleries';
import { createClientGallery } from '../api/post-client-gallery';
import type { Downloads } from '../api/client-galleries-admin-types';
import { DownloadsOptions } from '../components/downloads-options';
import { PinLockNotice } from '../components/pin-lock-notice';
import '../../../components/ui/staff-ui.css';
import '../components/client-galleries-admin.css';

const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString().slice(0, 10);
const day = (iso: string) => new Date(`${iso}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function ClientGalleriesPage() {
  const { items, error, isLoading, hasMore, loadMore, loadingMore } = useClientGalleries();
  return (
    <section className="staff-page staff-page--wide">
      <h1 className="staff-page__title">Client Galleries</h1>
      <p className="staff-page__lead">A private gallery per shoot: send the link and the PIN on WhatsApp; the family picks favourites and downloads.</p>
      <div className="cga-layout">
        <CreateForm />
        <div className="panel cga-list-panel">
          <h2 className="cga-h2">Galleries</h2>
          {isLoading ? <p role="status">Loading…</p> : null}
          {error ? <p role="alert">Could not load the galleries.</p> : null}
          {!isLoading && !items.length && !error ? <p className="cga-muted">No client galleries yet. Create the first one.</p> : null}
          <ul className="cga-list">
            {items.map((g) => (
              <li key={g.id} className="cga-card">
                <Link to={`/admin/client-galleries/${g.id}`} className="cga-card__title">
                  {g.title}
                </Link>
                <p className="cga-muted">
                  {g.clientName}
                  {g.clientPhone ? ` · ${g.clientPhone}` : ''}
                </p>
                <dl className="cga-stats">
                  <div>
                    <dt>Photos</dt>
                    <dd>{g.counts.photos}</dd>
                  </div>
                  <div>
                    <dt>Ready</dt>
                    <dd>{g.counts.ready}</dd>
                  </div>
                  <div>
                    <dt>Favourites</dt>
                    <dd>
                      {g.counts.favourites}
                      {g.selectionLimit ? ` / ${g.selectionLimit}` : ''}
                    </dd>
                  </div>
                  <div>
                    <dt>Views</dt>
                    <dd>{g.counts.views}</dd>
                  </div>
                  <div>
                    <dt>Downloads</dt>
                    <dd>{g.counts.downloads}</dd>
                  </div>
                </dl>
                <p className="cga-badges">
                  {g.selectionSubmittedAt ? <span className="badge badge--ready">Selection submitted</span> : <span className="badge">Choosing</span>}
                  {g.expired ? <span className="badge badge--failed">Expired {day(g.expiresOn)}</span> : <span className="badge">Open until {day(g.expiresOn)}</span>}
                </p>
                <PinLockNotice gallery={g} />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <button type="button" className="btn btn--ghost cga-more" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? 'Loading…' : 'Show older galleries'}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

function CreateForm() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [title, setTitle] = useState('');
  const [clientName, setClientName] = useState('');
  const [clientPhone, setClientPhone] = useState('');
  const [expiresOn, setExpiresOn] = useState(inDays(30));
  const [limit, setLimit] = useState('');
  const [downloads, setDownloads] = useState<Downloads>('web');
  const [error, setError] = useState<string | null>(null);
  const { sending: busy, run: create } = useSubmit(createClientGallery);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim() || !clientName.trim() || !expiresOn) {
      setError('Please fill in the title, the client name and the expiry date');
      return;
    }
    setError(null);
    const res = await create({
      title: title.trim(),
      clientName: clientName.trim(),
      clientPhone: clientPhone.trim() || undefined,
      expiresOn,
      selectionLimit: limit ? Number(limit) : undefined,
      downloads,
    });
    if (!res) return;
    if (!res.ok) {
      setError(res.message);
      return;
    }
    void mutate(clientGalleriesKey);
    void navigate(`/admin/client-galleries/${res.data.id}`);
  }

  return (
    <form className="form panel cga-create" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cga-create-title">
      <h2 id="cga-create-title" className="cga-h2">
        New gallery
      </h2>
      <div className="field">
        <label htmlFor="cga-title">Title</label>
        <input id="cga-title" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Baby Aarav · Newborn" maxLength={TITLE_MAX} />
      </div>
      <div className="field">
        <label htmlFor="cga-client">Client name</label>
        <input id="cga-client" value={clientName} onChange={(e) => setClientName(e.target.value)} maxLength={100} />
      </div>
      <div className="field">
        <label htmlFor="cga-phone">Client WhatsApp number</label>
        <input id="cga-phone" type="tel" inputMode="tel" value={clientPhone} onChange={(e) => setClientPhone(e.target.value)} placeholder="10-digit mobile" />
      </div>
      <div className="cga-row">
        <div className="field">
          <label htmlFor="cga-expires">Open until</label>
          <input id="cga-expires" type="date" value={expiresOn} min={inDays(0)} onChange={(e) => setExpiresOn(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="cga-limit">Selection limit</label>
          <input id="cga-limit" type="number" min={1} max={500} inputMode="numeric" value={limit} onChange={(e) => setLimit(e.target.value)} placeholder="No limit" />
        </div>
      </div>
      <div className="field">
        <label htmlFor="cga-downloads">Downloads</label>
        <select id="cga-downloads" value={downloads} onChange={(e) => setDownloads(e.target.value as Downloads)}>
          <DownloadsOptions />
        </select>
      </div>
      <p className="cga-muted">Portfolio use is the family’s own choice: they give it when booking or in their gallery, or you record their signed form on the Privacy page.</p>
      {error ? (
        <p className="cga-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn" disabled={busy}>
        Create gallery
      </button>
    </form>
  );
}
