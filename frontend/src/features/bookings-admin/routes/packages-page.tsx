/** /admin/packages: what parents can book (name, kind, length, price, advance), in the order the booking page shows. */
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDuration, formatRupees } from '../../../lib/booking-format';
import { createPackage, deletePackage, updatePackage, useAdminPackages } from '../api/admin-packages';
import type { AdminPackage } from '../api/admin-booking-types';
import { PackageForm } from '../components/package-form';
import '../../../components/ui/staff-ui.css';
import '../components/bookings-admin.css';

export function PackagesPage() {
  const { data, error, mutate } = useAdminPackages();
  // A package's id, or 'new'.
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminPackage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const items = [...(data ?? [])].sort((a, b) => a.order - b.order);
  const nextOrder = items.reduce((m, p) => Math.max(m, p.order + 1), 0);

  const move = async (p: AdminPackage, dir: -1 | 1) => {
    const other = items[items.indexOf(p) + dir];
    if (!other) return;
    setProblem(null);
    const [a, b] = await Promise.all([updatePackage(p.id, { order: other.order }), updatePackage(other.id, { order: p.order })]);
    if (!a.ok || !b.ok) setProblem('Could not change the order. Please try again.');
    void mutate();
  };

  return (
    <section className="staff-page staff-page--wide bka-page">
      <div className="bka-head">
        <div>
          <h1 className="staff-page__title">Packages</h1>
          <p className="staff-page__lead">What parents can book online. A newborn package is booked by due date; the others by day and time.</p>
        </div>
        <button type="button" className="btn" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          Add package
        </button>
      </div>
      {error && (
        <p className="bka-msg bka-msg--error" role="alert">
          Could not load the packages.
        </p>
      )}
      {problem && (
        <p className="bka-msg bka-msg--error" role="alert">
          {problem}
        </p>
      )}
      {editing === 'new' && (
        <div className="panel">
          <h2 className="bka-h2">New package</h2>
          <PackageForm
            nextOrder={nextOrder}
            onSave={createPackage}
            onDone={() => {
              setEditing(null);
              void mutate();
            }}
          />
        </div>
      )}
      <ul className="bka-packages">
        {items.map((p, i) => (
          <li key={p.id} className="panel bka-package" data-testid={`admin-package-${p.id}`}>
            {editing === p.id ? (
              <PackageForm
                initial={p}
                nextOrder={nextOrder}
                onSave={(input) => updatePackage(p.id, input)}
                onDone={() => {
                  setEditing(null);
                  void mutate();
                }}
              />
            ) : (
              <>
                <div className="bka-package__main">
                  <h2 className="bka-h2">
                    {p.name} {!p.active && <span className="badge">Hidden</span>}
                  </h2>
                  <p className="bka-muted">
                    {p.kind[0].toUpperCase() + p.kind.slice(1)} · {formatDuration(p.durationMinutes)} · {formatRupees(p.pricePaise)} · advance {formatRupees(p.advancePaise)}
                  </p>
                  {p.description && <p className="bka-package__text">{p.description}</p>}
                </div>
                <div className="bka-actions">
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setEditing(p.id)}>
                    Edit
                  </button>
                  <button type="button" className="btn btn--ghost btn--small" disabled={i === 0} onClick={() => void move(p, -1)} aria-label={`Move ${p.name} up`}>
                    Up
                  </button>
                  <button type="button" className="btn btn--ghost btn--small" disabled={i === items.length - 1} onClick={() => void move(p, 1)} aria-label={`Move ${p.name} down`}>
                    Down
                  </button>
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setRemoving(p)}>
                    Delete
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={`Delete ${removing?.name ?? 'package'}?`}
        description="Parents can no longer book it. Bookings already made keep their package's name. To stop offering it for a while, edit it and untick 'Offered on the booking page' instead."
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          const p = removing;
          setRemoving(null);
          if (!p) return;
          void deletePackage(p.id).then((res) => {
            if (!res.ok) setProblem(res.message);
            void mutate();
          });
        }}
      />
    </section>
  );
}
