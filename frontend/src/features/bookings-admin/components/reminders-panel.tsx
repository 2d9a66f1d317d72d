/** "To send today": the WhatsApp messages the worker prepared (the day before a shoot, a due week, a hold running out). */
import { useState } from 'react';
import { IconWhatsApp } from '../../../components/ui/icons';
import { markReminderSent, useReminders } from '../api/reminders';
import type { Reminder } from '../api/admin-booking-types';

const KIND: Record<Reminder['kind'], string> = { payment_check: 'Payment to check', day_before: 'Shoot tomorrow', due_week: 'Due this week', hold_expiring: 'Hold ending' };

export function RemindersPanel() {
  const { data, error, mutate } = useReminders();
  const [used, setUsed] = useState<Set<string>>(new Set());
  if (error || !data) return null;
  const items = data.items;
  const open = items.filter((r) => !r.sentAt && !used.has(r.id)).length;
  return (
    <section className="panel bka-reminders" aria-labelledby="bka-reminders-title" data-testid="reminders">
      <h2 id="bka-reminders-title" className="bka-h2">
        To send today {open > 0 && <span className="bka-count">{open}</span>}
      </h2>
      {items.length === 0 ? (
        <p className="bka-muted">Nothing to send today.</p>
      ) : (
        <ul className="bka-reminder-list">
          {items.map((r) => {
            const sent = !!r.sentAt || used.has(r.id);
            return (
              <li key={r.id} className={sent ? 'is-sent' : undefined}>
                <div className="bka-reminder__body">
                  <strong>{r.name}</strong> <span className="bka-muted">· {KIND[r.kind]} · {r.bookingReference}</span>
                  <p className="bka-reminder-text">{r.text}</p>
                </div>
                <a
                  className="btn btn--whatsapp btn--small bka-reminder__send"
                  href={r.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => {
                    setUsed((s) => new Set(s).add(r.id));
                    void markReminderSent(r.id).then(() => mutate());
                  }}
                >
                  <IconWhatsApp /> {sent ? 'Sent · send again' : 'Send'}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
