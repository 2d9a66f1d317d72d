/**
 * /user/utilize (spec §2, §4, §5, §8): 'Prop Gallery'. Search by name or price (sent after
 * 900 ms without typing), click an image to select or deselect it, '{n} images selected', and
 * with a selection a bottom bar: total amount + 'Calculate Prices' ('Calculating...'). After a
 * calculation the selection and amount clear and the updated props replace theirs in the grid.
 */
import { useSubmit } from '../../../lib/use-submit';
import { useState, type FormEvent } from 'react';
import { IconCheck } from '../../../components/ui/icons';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { InvalidPropsFormatError, useAllProps } from '../api/get-all-props';
import { calculatePrices } from '../api/post-calculate-prices';
import { formatPaise } from '../components/money';
import { PropImage } from '../components/prop-image';
import { useDebounced } from '../../../lib/use-debounced';
import '../../../components/ui/staff-ui.css';
import '../components/props.css';

export const UTILIZE_SEARCH_DEBOUNCE_MS = 900;

/** Total amount: a number, at least 0, at most 2 decimals (spec §5). */
export function parseAmount(raw: string): number | null {
  const t = raw.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function UtilizePage() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), UTILIZE_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<string[]>([]);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const { sending: busy, run: calculate } = useSubmit(calculatePrices);
  const [status, setStatus] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);

  const list = useAllProps(term, (err) =>
    // spec §8 "Prop list fetch failure"
    setNotice({ type: 'error', message: err instanceof InvalidPropsFormatError ? err.message : 'Failed to fetch properties' }),
  );
  const props = list.data ?? [];
  const loaded = list.data !== undefined || list.error !== undefined;

  const toggle = (id: string) => setSelected((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  const onCalculate = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !selected.length) return;
    const total = parseAmount(amount);
    if (total === null) {
      setAmountError(amount.trim() ? 'Enter an amount of at least 0 with up to 2 decimals' : 'Total amount is required');
      return;
    }
    setStatus('');
    const res = await calculate(selected, total);
    if (!res) return;
    if (!res.ok || !Array.isArray(res.data?.properties)) {
      setNotice({ type: 'error', message: 'Failed to calculate prices' });
      return;
    }
    const updated = new Map(res.data.properties.map((p) => [p._id, p]));
    void list.mutate((all) => all?.map((p) => updated.get(p._id) ?? p), { revalidate: false });
    setSelected([]);
    setAmount('');
    setStatus(`Shared ${formatPaise(Math.round(total * 100), total)} across ${updated.size} ${updated.size === 1 ? 'prop' : 'props'}.`);
  };

  return (
    <section className={`staff-page props-page ${selected.length ? 'utilize--with-bar' : ''}`}>
      <h1 className="staff-page__title">Prop Gallery</h1>
      <div className="field props-search">
        <label htmlFor="utilize-search" className="visually-hidden">
          Search by name or price
        </label>
        <input id="utilize-search" type="search" placeholder="Search by name or price" value={search} onChange={(e) => setSearch(e.target.value)} />
      </div>
      <p className="utilize__count" aria-live="polite">
        {selected.length ? `${selected.length} images selected` : ''}
      </p>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {status ? <p className="utilize__status">{status}</p> : null}
      {loaded && !props.length ? (
        <p className="props-empty panel">
          <strong>No Properties Found</strong> - There are no properties available to display.
        </p>
      ) : null}
      <ul className="utilize-grid">
        {props.map((p) => {
          const on = selected.includes(p._id);
          return (
            <li key={p._id}>
              <button type="button" className="utilize-card" aria-pressed={on} onClick={() => toggle(p._id)} data-testid="utilize-card">
                <PropImage image={p.image} alt={p.name} sizes="(min-width: 768px) 14rem, 45vw" />
                {on ? (
                  <span className="utilize-card__check" aria-hidden>
                    <IconCheck />
                  </span>
                ) : null}
                <span className="utilize-card__name">{p.name}</span>
                <span className="utilize-card__money">
                  <span>Price: {formatPaise(p.pricePaise, p.price)}</span>
                  <span data-testid="earned">Earned: {formatPaise(p.earnedPaise, p.calculatePrice)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {selected.length ? (
        <form className="utilize-bar" onSubmit={(e) => void onCalculate(e)} noValidate>
          <div className="field">
            <label htmlFor="utilize-amount">Total amount</label>
            <input
              id="utilize-amount"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              required
              value={amount}
              aria-invalid={!!amountError || undefined}
              aria-describedby={amountError ? 'utilize-amount-error' : undefined}
              onChange={(e) => {
                setAmount(e.target.value);
                setAmountError(null);
              }}
            />
            {amountError ? (
              <span className="field-error" id="utilize-amount-error">
                {amountError}
              </span>
            ) : null}
          </div>
          <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
            {busy ? 'Calculating...' : 'Calculate Prices'}
          </button>
        </form>
      ) : null}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
