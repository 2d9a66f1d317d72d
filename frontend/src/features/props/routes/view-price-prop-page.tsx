/**
 * /admin/view-price-prop (spec §2): 'Property Price Overview', 'Search properties...' (sent
 * after 500 ms without typing), a table (Name, Image, Price, Earned) from 768 px and cards
 * below, INR with 2 decimals, 'No properties found', infinite scroll at 10 % of the last item.
 * Each prop can be edited (name, price, photo) or removed (soft: docs/architecture.md §11); "Show removed props" lists
 * removed ones too, with their earnings.
 */
import { useSubmit } from '../../../lib/use-submit';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { deleteProp } from '../api/delete-prop';
import type { PropView as PropItem } from '../../../lib/api-schema';
import { usePropsPages } from '../api/get-props-page';
import { EditPropSheet } from '../components/edit-prop-sheet';
import { formatPaise } from '../components/money';
import { PropImage } from '../components/prop-image';
import { useDebounced } from '../../../lib/use-debounced';
import { useLastItemTrigger } from '../components/use-last-item-trigger';
import '../../../components/ui/staff-ui.css';
import '../components/props.css';

export const PRICE_SEARCH_DEBOUNCE_MS = 500;

export function ViewPricePropPage() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), PRICE_SEARCH_DEBOUNCE_MS);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [withRemoved, setWithRemoved] = useState(false);
  const [editing, setEditing] = useState<PropItem | null>(null);
  const [removing, setRemoving] = useState<PropItem | null>(null);
  const { sending: busy, run: removeProp } = useSubmit(deleteProp);
  const [status, setStatus] = useState('');

  const { items, hasMore, loading, loaded, loadMore, update, reload } = usePropsPages(term, withRemoved);
  const lastRef = useLastItemTrigger({ hasMore, loading, onLoad: loadMore });

  const onSaved = (p: PropItem) => {
    update((list) => list.map((x) => (x._id === p._id ? p : x)));
    setEditing(null);
    setStatus(`Saved ${p.name}.`);
  };

  const remove = async () => {
    if (!removing) return;
    const result = await removeProp(removing._id);
    if (!result) return;
    if (result.ok) {
      setStatus(`Removed ${removing.name}.`);
      // Gone from the screen at once; then the server's word, as a page fetched while the removal ran may still hold it.
      if (!withRemoved) update((list) => list.filter((x) => x._id !== removing._id));
      reload();
    } else setStatus(result.message);
    setRemoving(null);
  };

  const actions = (p: PropItem) =>
    p.removedOn ? (
      <span className="badge badge--refused">Removed {p.removedOn}</span>
    ) : (
      <div className="prop-actions">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
          Edit
        </button>
        <button type="button" className="btn btn--danger btn--small" onClick={() => setRemoving(p)} aria-label={`Remove ${p.name}`}>
          Remove
        </button>
      </div>
    );

  return (
    <section className="staff-page props-page">
      <h1 className="staff-page__title">Property Price Overview</h1>
      <div className="field props-search">
        <label htmlFor="price-search" className="visually-hidden">
          Search properties
        </label>
        <input id="price-search" type="search" placeholder="Search properties..." value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <label className="check props-removed-toggle">
        <input type="checkbox" checked={withRemoved} onChange={(e) => setWithRemoved(e.target.checked)} />
        <span>Show removed props</span>
      </label>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="price-status">
        {status}
      </p>
      {loaded && !items.length && !loading ? <p className="props-empty">No properties found</p> : null}
      {items.length ? (
        desktop ? (
          <div className="panel price-table-wrap">
            <table className="price-table" data-testid="price-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Image</th>
                  <th scope="col">Price</th>
                  <th scope="col">Earned</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((p, i) => (
                  <tr key={p._id} ref={i === items.length - 1 ? lastRef : undefined} data-testid="price-row">
                    <td>{p.name}</td>
                    <td>
                      <PropImage image={p.image} alt={p.name} sizes="5rem" className="price-table__img" />
                    </td>
                    <td>{formatPaise(p.pricePaise, p.price)}</td>
                    <td data-testid="earned">{formatPaise(p.earnedPaise, p.calculatePrice)}</td>
                    <td>{actions(p)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="price-cards">
            {items.map((p, i) => (
              <li key={p._id} className="price-card panel" ref={i === items.length - 1 ? lastRef : undefined} data-testid="price-row">
                <PropImage image={p.image} alt={p.name} sizes="6rem" className="price-card__img" />
                <div>
                  <h2 className="price-card__name">{p.name}</h2>
                  <p>
                    Price: <strong>{formatPaise(p.pricePaise, p.price)}</strong>
                  </p>
                  <p>
                    Earned: <strong data-testid="earned">{formatPaise(p.earnedPaise, p.calculatePrice)}</strong>
                  </p>
                  {actions(p)}
                </div>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {loading ? (
        <p className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading…
        </p>
      ) : null}
      <EditPropSheet prop={editing} onClose={() => setEditing(null)} onSaved={onSaved} />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove prop"
        description={
          removing
            ? `Remove ${removing.name}? It leaves today's tasks, Utilize and the lists at once. Its photos and earnings stay readable for past days in View Prop.`
            : ''
        }
        confirmLabel="Remove"
        danger
        busy={busy}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
