/**
 * /book (public, rendered on the server): package → day and time (or due date) → details → the advance by UPI →
 * the UTR → done. Phone first; every refusal says what to do next.
 */
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { studio } from '../../../config/app-config';
import { whatsappHref } from '../../../lib/links';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSubmit } from '../../../lib/use-submit';
import { isAvailabilityKey, useDueWeek } from '../api/get-availability';
import { usePackages } from '../api/get-packages';
import { tokenOf } from '../api/manage-booking';
import { postBooking } from '../api/post-booking';
import type { Booking } from '../api/booking-types';
import { formatDay, formatRupees, formatSlot } from '../../../lib/booking-format';
import { DetailsFields } from '../components/details-form';
import { ConsentFields, NO_CONSENT, consentBody, consentError, type ConsentValues } from '../components/consent-fields';
import { hasErrors, validateDetails, type DetailsErrors, type DetailsValues } from '../components/details-validation';
import { PackagePicker } from '../components/package-picker';
import type { SlotChoice } from '../components/slot-picker';
import { StepBar } from '../components/step-bar';
import '../components/bookings.css';

/** The later steps load once, when a session is picked (before Continue), so they are usually in by the tap. */
const loadLaterSteps = () => import('../components/book-later-steps');
const SlotPicker = lazy(() => loadLaterSteps().then((m) => ({ default: m.SlotPicker })));
const DueDatePicker = lazy(() => loadLaterSteps().then((m) => ({ default: m.DueDatePicker })));
const AdvancePanel = lazy(() => loadLaterSteps().then((m) => ({ default: m.AdvancePanel })));
const UtrForm = lazy(() => loadLaterSteps().then((m) => ({ default: m.UtrForm })));
const BookingDone = lazy(() => loadLaterSteps().then((m) => ({ default: m.BookingDone })));

type Step = 'package' | 'when' | 'details' | 'pay' | 'done';
const STEPS: { id: Step; label: string }[] = [
  { id: 'package', label: 'Session' },
  { id: 'when', label: 'Date' },
  { id: 'details', label: 'Details' },
  { id: 'pay', label: 'Advance' },
  { id: 'done', label: 'Done' },
];

const EMPTY: DetailsValues = { name: '', phone: '', email: '', notes: '' };

export function BookPage() {
  useDocumentMeta('Book a Session', `Book a newborn, baby or family photoshoot at ${studio.name}: pick a time and pay the advance by UPI.`);
  const { data: packages, error: packagesError } = usePackages();
  const { mutate } = useSWRConfig();
  const [step, setStep] = useState<Step>('package');
  const [packageId, setPackageId] = useState<string | null>(null);
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [dueDate, setDueDate] = useState('');
  const [details, setDetails] = useState<DetailsValues>(EMPTY);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [consent, setConsent] = useState<ConsentValues>(NO_CONSENT);
  const [consentProblem, setConsentProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<{ message: string; whatsapp?: boolean } | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const { sending, run } = useSubmit(postBooking);

  const pkg = packages?.find((p) => p.id === packageId) ?? null;
  const newborn = pkg?.kind === 'newborn';
  const dueWeek = useDueWeek(newborn ? packageId : null, /^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? dueDate : null);
  const whenChosen = newborn ? (dueWeek.data?.dueWeek?.left ?? 0) > 0 : !!slot;
  const token = booking ? tokenOf(booking.manageUrl) : '';

  const go = (next: Step) => {
    setProblem(null);
    setStep(next);
    if (typeof window !== 'undefined') document.getElementById('book-title')?.scrollIntoView({ block: 'start' });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!pkg || sending) return;
    const found = validateDetails(details);
    setErrors(found);
    const noGuardian = consentError(consent);
    setConsentProblem(noGuardian);
    if (hasErrors(found) || noGuardian) return;
    const result = await run({
      packageId: pkg.id,
      ...(newborn ? { dueDate } : { date: slot?.date, start: slot?.start }),
      name: details.name.trim(),
      phone: details.phone,
      ...(details.email.trim() ? { email: details.email.trim() } : {}),
      ...(details.notes.trim() ? { notes: details.notes.trim() } : {}),
      ...consentBody(consent),
    });
    if (!result) return;
    if (result.ok) {
      setBooking(result.data);
      go(result.data.status === 'held' ? 'pay' : 'done');
      return;
    }
    if (result.status === 409) {
      // The slot was just taken (or the due week filled): back to the choice, with fresh availability.
      void mutate(isAvailabilityKey);
      setSlot(null);
      setStep('when');
      setProblem({ message: result.message, whatsapp: newborn });
      return;
    }
    if (result.fields) setErrors(result.fields);
    setProblem({ message: result.fields ? 'Please check the highlighted details.' : result.message });
  };

  const current = STEPS.findIndex((s) => s.id === step);
  const whenSummary = newborn
    ? whenChosen
      ? `Due ${formatDay(dueDate, { year: false })}`
      : 'Enter the due date to continue'
    : slot
      ? `${formatDay(slot.date, { year: false })} at ${formatSlot(slot.start)}`
      : 'Pick a day and a time to continue';

  return (
    <div className="page book-page">
      {/* After the first step the heading shrinks to a line, so each step's choices start near the top of a phone. */}
      <section className={`page-hero book-hero${step === 'package' ? '' : ' book-hero--compact'}`} aria-labelledby="book-title">
        <div className="container">
          {step === 'package' && <p className="eyebrow">Book online in two minutes</p>}
          <h1 id="book-title">Book a Session</h1>
          {step === 'package' && <p className="page-hero__lead">Choose your session and time, then hold it with a small advance by UPI.</p>}
        </div>
      </section>
      <div className="container book-layout">
        <ol className="book-progress" aria-label="Booking steps">
          {STEPS.map((s, i) => (
            <li key={s.id} className={i < current ? 'is-done' : i === current ? 'is-current' : undefined} aria-current={i === current ? 'step' : undefined}>
              <span className="book-progress__dot" aria-hidden>
                {i + 1}
              </span>
              <span className="book-progress__label">{s.label}</span>
            </li>
          ))}
        </ol>

        <div className="card book-card">
          {problem && (
            <div className="book-alert" role="alert" data-testid="book-problem">
              <p>{problem.message}</p>
              {problem.whatsapp && (
                <a className="btn btn--whatsapp book-btn--small" href={whatsappHref(studio, `Hello ${studio.name}, I would like to book a newborn session; my baby is due ${dueDate}.`)} target="_blank" rel="noopener noreferrer">
                  Message us on WhatsApp
                </a>
              )}
            </div>
          )}

          {step === 'package' &&
            (packagesError ? (
              <p className="book-alert" role="alert">
                We could not load the sessions. Please refresh the page, or <a href={whatsappHref(studio)}>book on WhatsApp</a>.
              </p>
            ) : !packages ? (
              <p className="book-muted" role="status">
                Loading sessions...
              </p>
            ) : (
              <>
                <PackagePicker
                  packages={packages}
                  value={packageId}
                  onChange={(id) => {
                    void loadLaterSteps();
                    setPackageId(id);
                    setSlot(null);
                  }}
                />
                <StepBar summary={pkg ? `${pkg.name} · ${formatRupees(pkg.pricePaise)}` : 'Choose a session to continue'}>
                  <button type="button" className="btn btn--gold" disabled={!pkg} onClick={() => go('when')}>
                    Continue
                  </button>
                </StepBar>
              </>
            ))}

          <Suspense
            fallback={
              <p className="book-muted" role="status">
                Loading...
              </p>
            }
          >
            {step === 'when' && pkg && (
              <>
                {newborn ? <DueDatePicker packageId={pkg.id} value={dueDate} onChange={setDueDate} /> : <SlotPicker query={{ packageId: pkg.id }} value={slot} onChange={setSlot} />}
                <StepBar summary={whenSummary}>
                  <button type="button" className="btn btn--ghost" onClick={() => go('package')}>
                    Back
                  </button>
                  <button type="button" className="btn btn--gold" disabled={!whenChosen} onClick={() => go('details')}>
                    Continue
                  </button>
                </StepBar>
              </>
            )}

            {step === 'details' && pkg && (
              <form noValidate onSubmit={(e) => void submit(e)} aria-label="Your details">
                <p className="book-summary" data-testid="book-summary">
                  <strong>{pkg.name}</strong>
                  <span>{newborn ? `Due ${formatDay(dueDate)}` : slot ? `${formatDay(slot.date)} at ${formatSlot(slot.start)}` : ''}</span>
                  <span>{pkg.advancePaise > 0 ? `Advance ${formatRupees(pkg.advancePaise)}` : 'No advance'}</span>
                </p>
                <DetailsFields
                  values={details}
                  errors={errors}
                  onChange={(field, value) => {
                    setDetails((d) => ({ ...d, [field]: value }));
                    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
                  }}
                />
                <ConsentFields
                  values={consent}
                  error={consentProblem}
                  onChange={(next) => {
                    setConsent(next);
                    if (next.guardian) setConsentProblem(undefined);
                  }}
                />
                <StepBar>
                  <button type="button" className="btn btn--ghost" onClick={() => go('when')}>
                    Back
                  </button>
                  <button type="submit" className="btn btn--gold" disabled={sending}>
                    {sending ? 'Booking...' : pkg.advancePaise > 0 ? 'Hold my time' : 'Send my request'}
                  </button>
                </StepBar>
              </form>
            )}

            {step === 'pay' && booking && (
              <>
                <AdvancePanel booking={booking} />
                <UtrForm
                  token={token}
                  onReported={(b) => {
                    setBooking(b);
                    go('done');
                  }}
                />
              </>
            )}

            {step === 'done' && booking && <BookingDone booking={booking} token={token} />}
          </Suspense>
        </div>
      </div>
    </div>
  );
}
