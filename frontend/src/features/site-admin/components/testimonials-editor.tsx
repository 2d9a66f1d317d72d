/** The home carousel's testimonials: in order, each movable, editable and removable; a form to add one. */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { createTestimonial } from '../api/create-testimonial';
import { deleteTestimonial } from '../api/delete-testimonial';
import { updateTestimonial } from '../api/update-testimonial';
import type { ApiResult } from '../../../lib/api-result';
import type { AdminTestimonial } from '../api/site-types';
import { TestimonialForm } from './testimonial-form';

export function TestimonialsEditor({ items, onChanged }: { items: AdminTestimonial[]; onChanged: () => Promise<unknown> }) {
  const [editing, setEditing] = useState<string | null>(null); // a testimonial's id, or 'new'
  const [removing, setRemoving] = useState<AdminTestimonial | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const after = async <T,>(result: ApiResult<T>, done: string) => {
    if (result.ok) {
      // The list first, then the message: what it says is on screen when it is read out.
      await onChanged();
      setEditing(null);
      setMessage(done);
    }
    return result;
  };

  const move = async (t: AdminTestimonial, to: number) => {
    setBusy(t.id);
    const result = await updateTestimonial(t.id, { order: to });
    await onChanged();
    setBusy(null);
    setMessage(result.ok ? `Moved "${t.name}" to position ${to + 1}.` : result.message);
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(removing.id);
    const result = await deleteTestimonial(removing.id);
    await onChanged();
    setBusy(null);
    setMessage(result.ok ? `Removed the testimonial of ${removing.name}.` : result.message);
    setRemoving(null);
  };

  return (
    <section className="panel site-form" aria-labelledby="testimonials-admin-title" data-testid="testimonials-editor">
      <h2 className="site-form__title" id="testimonials-admin-title">
        Testimonials
      </h2>
      <p className="site-form__lead">The home page shows these in this order, one at a time.</p>
      <p className="site-form__status" role="status" aria-live="polite">
        {message}
      </p>
      {items.length === 0 ? <p className="site-empty">No testimonials: the home page leaves the section out.</p> : null}
      <ol className="testimonial-list">
        {items.map((t, i) => (
          <li key={t.id} className="testimonial-row" data-testid="testimonial-row">
            {editing === t.id ? (
              <TestimonialForm initial={t} onCancel={() => setEditing(null)} onSubmit={async (f) => after(await updateTestimonial(t.id, f), `Saved the testimonial of ${f.name ?? t.name}.`)} />
            ) : (
              <>
                <div className="testimonial-row__who">
                  {t.photo && t.photo.status !== 'ready' ? (
                    <span className={`testimonial-row__avatar testimonial-row__avatar--${t.photo.status}`} title={t.photo.error ?? undefined}>
                      {t.photo.status === 'processing' ? 'Processing' : 'Failed'}
                    </span>
                  ) : t.image ? (
                    <img className="testimonial-row__avatar" src={t.image} alt="" width={48} height={48} />
                  ) : (
                    <span className="testimonial-row__avatar" aria-hidden>
                      {t.name.slice(0, 1)}
                    </span>
                  )}
                  <div>
                    <p className="testimonial-row__name">
                      {i + 1}. {t.name}
                    </p>
                    <p className="testimonial-row__meta">
                      {t.role} · {t.location} · {t.date} · {'★'.repeat(t.rating)}
                      <span className="visually-hidden"> rated {t.rating} out of 5</span>
                    </p>
                  </div>
                </div>
                <p className="testimonial-row__quote">“{t.quote}”</p>
                {t.shown === false ? (
                  <p className="testimonial-row__hidden" role="note">
                    Not on the site: the family has not agreed to reviews (or their record is gone).
                  </p>
                ) : null}
                <div className="testimonial-row__actions">
                  <button type="button" className="btn btn--ghost btn--small" disabled={i === 0 || !!busy} onClick={() => void move(t, i - 1)} aria-label={`Move ${t.name} up`}>
                    Up
                  </button>
                  <button type="button" className="btn btn--ghost btn--small" disabled={i === items.length - 1 || !!busy} onClick={() => void move(t, i + 1)} aria-label={`Move ${t.name} down`}>
                    Down
                  </button>
                  <button type="button" className="btn btn--ghost btn--small" disabled={!!busy} onClick={() => setEditing(t.id)} aria-label={`Edit ${t.name}`}>
                    Edit
                  </button>
                  <button type="button" className="btn btn--danger btn--small" disabled={!!busy} onClick={() => setRemoving(t)} aria-label={`Remove ${t.name}`}>
                    Remove
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ol>
      {editing === 'new' ? (
        <TestimonialForm onCancel={() => setEditing(null)} onSubmit={async (f) => after(await createTestimonial(f as Parameters<typeof createTestimonial>[0]), `Added the testimonial of ${f.name}.`)} />
      ) : (
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          Add a testimonial
        </button>
      )}
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove testimonial"
        description={removing ? `Remove the testimonial of ${removing.name} from the home page?` : ''}
        confirmLabel="Remove"
        danger
        busy={busy === removing?.id}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
