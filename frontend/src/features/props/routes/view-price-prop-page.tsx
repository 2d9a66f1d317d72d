/**
 * /admin/view-price-prop (spec §2): 'Property Price Overview', 'Search properties...' (sent
 * after 500 ms without typing), a table (Name, Image, Price, Earned) from 768 px and cards
 * below, INR with 2 decimals, 'No properties found', infinite scroll at 10 % of the last item.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { listPropsPage, type PropItem } from '../api/props-api';
import { formatPaise } from '../components/money';
import { PropImage } from '../components/prop-image';
import { useDebounced } from '../components/use-debounced';
import { useLastItemTrigger } from '../components/use-last-item-trigger';
import '../../../components/ui/staff-ui.css';
import '../components/props.css';

export const PRICE_SEARCH_DEBOUNCE_MS = 500;

export function ViewPricePropPage() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), PRICE_SEARCH_DEBOUNCE_MS);
  const [items, setItems] = useState<PropItem[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const current = useRef(term);

  const load = useCallback(async (q: string, nextPage: number) => {
    setLoading(true);
    const res = await listPropsPage(nextPage, q);
    if (current.current !== q) return;
    setLoading(false);
    setLoaded(true);
    if (!res.ok) {
      console.error('Failed to fetch price overview', res.message); // spec §8: only logged
      setHasMore(false);
      return;
    }
    setItems((list) => (nextPage === 1 ? res.data.data : [...list, ...res.data.data.filter((p) => !list.some((x) => x._id === p._id))]));
    setHasMore(res.data.hasMore);
    setPage(res.data.currentPage);
  }, []);

  useEffect(() => {
    current.current = term;
    setItems([]);
    setHasMore(false);
    setLoaded(false);
    void load(term, 1);
  }, [term, load]);

  const lastRef = useLastItemTrigger({ hasMore, loading, onLoad: () => void load(term, page + 1) });

  return (
    <section className="staff-page props-page">
      <h1 className="staff-page__title">Property Price Overview</h1>
      <div className="field props-search">
        <label htmlFor="price-search" className="visually-hidden">
          Search properties
        </label>
        <input id="price-search" type="search" placeholder="Search properties..." value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
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
    </section>
  );
}
