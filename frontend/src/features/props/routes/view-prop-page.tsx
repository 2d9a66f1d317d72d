/**
 * /admin/view-prop (spec §2, docs/architecture.md §5): the day's photo review. Date picker (max and
 * default: the studio's today), the day's user photos labelled with the worker, 'Total Admin
 * Prop till {date} is : {count}', and 'Prop Image Comparison': each prop's admin image beside
 * the photos workers took of it that day. Infinite scroll at 10 % of the last item, 10 a page.
 */
import { useState } from 'react';
import type { WorkerPhoto } from '../../../lib/api-schema';
import { useStudioToday } from '../api/get-studio-today';
import { usePropsDay } from '../api/post-props-day';
import { PropImage } from '../components/prop-image';
import { useLastItemTrigger } from '../components/use-last-item-trigger';
import '../../../components/ui/staff-ui.css';
import '../components/props.css';

const toDisplay = (iso: string) => iso.split('-').reverse().join('/');
const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit' });

function WorkerPhotoCard({ photo, label }: { photo: WorkerPhoto; label: string }) {
  return (
    <figure className="worker-photo" data-testid="worker-photo">
      <PropImage image={photo.image} alt={`${label} by ${photo.username}`} sizes="10rem" />
      <figcaption>
        <strong>{photo.username}</strong> <span>{time(photo.takenAt)}</span>
      </figcaption>
    </figure>
  );
}

export function ViewPropPage() {
  // The studio's today (its time zone; the browser's if it cannot be read) is the picker's max and first value.
  const studioToday = useStudioToday();
  const today = studioToday.data?.today ?? (studioToday.error ? localToday() : null);
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;

  const { rows, userPhotos, total, hasMore, loading, loaded, loadMore } = usePropsDay(date);
  const lastRef = useLastItemTrigger({ hasMore, loading, onLoad: loadMore });

  return (
    <section className="staff-page props-page">
      <h1 className="staff-page__title">View Prop</h1>
      <div className="panel view-prop__head">
        <div className="field view-prop__date">
          <label htmlFor="view-prop-date">Date</label>
          <input
            id="view-prop-date"
            type="date"
            value={date ?? ''}
            max={today ?? undefined}
            onChange={(e) => {
              const v = e.target.value;
              if (v && today && v <= today) setPicked(v);
            }}
          />
        </div>
        <div className="view-prop__user-photo">
          <h2 className="view-prop__sub">User Photo</h2>
          {userPhotos.length ? (
            <div className="worker-photos" data-testid="user-photos">
              {userPhotos.map((p) => (
                <WorkerPhotoCard key={p.userId} photo={p} label="Photo" />
              ))}
            </div>
          ) : (
            <div className="prop-img prop-img--empty">No image</div>
          )}
        </div>
        {date ? (
          <p className="view-prop__total" data-testid="prop-total">
            Total Admin Prop till {toDisplay(date)} is : {total}
          </p>
        ) : null}
      </div>

      <h2 className="view-prop__heading">Prop Image Comparison</h2>
      {loaded && !rows.length && date ? <p className="props-empty">No properties found for {toDisplay(date)}.</p> : null}
      <ul className="compare-list">
        {rows.map((row, i) => (
          <li key={row.propertyId} className="compare-row panel" ref={i === rows.length - 1 ? lastRef : undefined} data-testid="compare-row">
            <h3 className="compare-row__name">{row.name}</h3>
            <div className="compare-row__grid">
              <div>
                <p className="compare-row__label">Admin Image</p>
                <PropImage image={row.adminImage} alt={row.name} sizes="(min-width: 768px) 14rem, 45vw" emptyText="No image" />
              </div>
              <div>
                <p className="compare-row__label">User Uploaded Images</p>
                {row.userUplodedImages.length ? (
                  <div className="worker-photos">
                    {row.userUplodedImages.map((p) => (
                      <WorkerPhotoCard key={`${p.userId}-${p.takenAt}`} photo={p} label={row.name} />
                    ))}
                  </div>
                ) : (
                  <div className="prop-img prop-img--empty">No image uploaded</div>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {loading ? (
        <p className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading…
        </p>
      ) : null}
    </section>
  );
}
