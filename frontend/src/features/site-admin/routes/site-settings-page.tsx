/**
 * /admin/site-settings: what the studio changes week to week without a developer (docs/architecture.md §11): studio
 * details, the claims, the campaign (Diwali hero), testimonials; who changed what and when.
 */
import { useAdminSite } from '../api/get-admin-site';
import { updateSite } from '../api/update-site';
import { CalendarFeed } from '../components/calendar-feed';
import { ChangeLog } from '../components/change-log';
import { PartForm, type FieldDef } from '../components/part-form';
import { TestimonialsEditor } from '../components/testimonials-editor';
import '../../../components/ui/staff-ui.css';
import '../components/site-admin.css';

const STUDIO_FIELDS: FieldDef[] = [
  { key: 'name', label: 'Studio name', kind: 'text', maxLength: 80 },
  { key: 'phone', label: 'Phone', kind: 'tel', maxLength: 10, placeholder: '9876543210', hint: '10 digits, without +91: the call button and footer dial +91 and this number.' },
  { key: 'whatsapp', label: 'WhatsApp number', kind: 'tel', maxLength: 12, placeholder: '919876543210', hint: '91 followed by the 10-digit mobile number.' },
  { key: 'email', label: 'E-mail', kind: 'email', maxLength: 254 },
  { key: 'hours', label: 'Opening hours', kind: 'text', maxLength: 80, placeholder: 'Monday-Sunday 9AM-9PM' },
  { key: 'addressLines', label: 'Address', kind: 'lines', hint: 'One line per row (1 to 5 rows).' },
  { key: 'mapUrl', label: 'Map link', kind: 'url', hint: 'Opens when a visitor taps the address (https://).' },
  { key: 'mapEmbedUrl', label: 'Map embed link', kind: 'url', hint: 'Google Maps embed link for the contact page map (https://www.google.com/maps/embed?...).' },
  { key: 'facebookUrl', label: 'Facebook page', kind: 'url' },
  { key: 'instagramUrl', label: 'Instagram page', kind: 'url' },
];

const CLAIM_FIELDS: FieldDef[] = [
  { key: 'happyFamilies', label: 'Happy families', kind: 'number', hint: 'Shown as 100+ on the home and about pages.' },
  { key: 'yearsExperience', label: "Years' experience", kind: 'number' },
  { key: 'rating', label: 'Rating', kind: 'text', maxLength: 3, placeholder: '5.0' },
  { key: 'decadeClaim', label: 'Experience claim', kind: 'text', maxLength: 60, hint: 'Completes "crafted with ... of experience", e.g. over a decade.' },
];

const CAMPAIGN_FIELDS: FieldDef[] = [
  { key: 'enabled', label: 'Show the campaign on the home page', kind: 'switch', hint: 'It shows only while this is on and today is within the dates below (studio time zone).' },
  { key: 'headline', label: 'Headline', kind: 'text', maxLength: 120 },
  { key: 'description', label: 'Description', kind: 'textarea', maxLength: 600 },
  { key: 'startsOn', label: 'Starts on', kind: 'date', hint: 'Empty: no start limit.' },
  { key: 'endsOn', label: 'Ends on', kind: 'date', hint: 'Empty: no end limit.' },
];

const BOOKING_FIELDS: FieldDef[] = [
  { key: 'enabled', label: 'Take bookings online', kind: 'switch', hint: 'Off: the booking page shows the sessions but parents cannot book (staff still can).' },
  { key: 'upiId', label: 'UPI ID', kind: 'text', maxLength: 128, placeholder: 'studio@okaxis', hint: 'Where parents pay the advance (the QR code and the UPI app link).' },
  { key: 'upiName', label: 'UPI name', kind: 'text', maxLength: 60, hint: 'The name their UPI app shows.' },
  { key: 'openDays', label: 'Open days', kind: 'weekdays' },
  { key: 'opensAt', label: 'Opens at', kind: 'time' },
  { key: 'closesAt', label: 'Closes at', kind: 'time', hint: 'No session ends after this.' },
  { key: 'slotMinutes', label: 'Slot minutes', kind: 'number', hint: 'Sessions start every this many minutes from opening.' },
  { key: 'holdMinutes', label: 'Hold minutes', kind: 'number', hint: 'How long a time is held for the advance.' },
  { key: 'newbornPerWeek', label: 'Newborns per week', kind: 'number', hint: 'Newborn bookings taken for babies due in one week.' },
  { key: 'leadDays', label: 'Lead days', kind: 'number', hint: 'Days from today before the first bookable day.' },
  { key: 'horizonDays', label: 'Horizon days', kind: 'number', hint: 'How far ahead parents can book.' },
  { key: 'reportedCheckHours', label: 'Check payments after (hours)', kind: 'number', hint: 'An unconfirmed UTR is flagged first after this long.' },
  { key: 'reportedReleaseHours', label: 'Release unpaid after (hours)', kind: 'number', hint: 'An unconfirmed UTR frees its time after this long.' },
  { key: 'blackoutDates', label: 'Closed dates', kind: 'lines', hint: 'One date per row, yyyy-mm-dd (holidays, studio away).' },
];

const BILLING_FIELDS: FieldDef[] = [
  { key: 'legalName', label: 'Legal name', kind: 'text', maxLength: 120, hint: "The name on receipts and invoices. Empty: the studio's name." },
  { key: 'address', label: 'Billing address', kind: 'text', maxLength: 300, hint: "One line. Empty: the studio's address." },
  { key: 'stateCode', label: 'GST state code', kind: 'text', maxLength: 2, placeholder: '27', hint: 'Two digits, e.g. 27 for Maharashtra, 29 for Karnataka.' },
  { key: 'gstin', label: 'GSTIN', kind: 'text', maxLength: 15, placeholder: '27AAPFU0939F1ZV', hint: 'Empty when the studio is not registered: receipts then carry no tax.' },
  { key: 'sac', label: 'SAC', kind: 'text', maxLength: 6, placeholder: '998381', hint: '998381: portrait photography services.' },
  { key: 'gstRatePercent', label: 'GST rate (%)', kind: 'number', hint: 'Split into CGST and SGST at half each.' },
  { key: 'receiptPrefix', label: 'Number prefix', kind: 'text', maxLength: 4, placeholder: 'LD', hint: 'Numbers read LD/2026-27/1, LD/2026-27/2 …' },
  { key: 'financialYearStartMonth', label: 'Financial year starts in month', kind: 'number', hint: '4 = April.' },
];

/** The change log in the form's own words ('Bookings · UPI ID'), never a field's name. */
const CHANGE_LABELS: Record<string, string> = Object.fromEntries(
  (
    [
      ['studio', 'Studio details', STUDIO_FIELDS],
      ['campaign', 'Campaign', CAMPAIGN_FIELDS],
      ['claims', 'Claims', CLAIM_FIELDS],
      ['booking', 'Bookings', BOOKING_FIELDS],
      ['billing', 'Receipts', BILLING_FIELDS],
    ] as const
  ).flatMap(([part, title, fields]) => fields.map((f) => [`${part}.${f.key}`, `${title} · ${f.label}`])),
);

export function SiteSettingsPage() {
  const { data, error, isLoading, mutate } = useAdminSite();
  const save = (part: 'studio' | 'claims' | 'campaign' | 'booking' | 'billing') => async (patch: Record<string, unknown>) => {
    const result = await updateSite({ [part]: patch });
    if (result.ok) await mutate(result.data, { revalidate: false });
    return result;
  };

  return (
    <section className="staff-page site-admin" aria-labelledby="site-settings-title">
      <h1 className="staff-page__title" id="site-settings-title">
        Site Settings
      </h1>
      <p className="staff-page__lead">Contact details, claims, the campaign and testimonials on the public site. Changes show there within a few seconds.</p>
      {error && !data ? (
        <div className="panel" role="alert">
          <p>Could not load the site settings.</p>
          <button type="button" className="btn btn--small" onClick={() => void mutate()}>
            Try again
          </button>
        </div>
      ) : isLoading || !data ? (
        <p className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading...
        </p>
      ) : (
        <div className="site-admin__sections">
          <PartForm
            part="studio"
            title="Studio details"
            lead="Shown in the header, footer, contact page, call and WhatsApp buttons."
            fields={STUDIO_FIELDS}
            values={data.studio}
            onSave={save('studio')}
            testId="site-studio-form"
          />
          <PartForm
            part="campaign"
            title="Campaign"
            lead={data.campaign.active ? 'Showing on the home page now.' : 'Not showing on the home page now.'}
            fields={CAMPAIGN_FIELDS}
            values={data.campaign}
            onSave={save('campaign')}
            testId="site-campaign-form"
          />
          <PartForm
            part="claims"
            title="Claims"
            lead="The numbers and words the home and about pages use."
            fields={CLAIM_FIELDS}
            values={data.claims}
            onSave={save('claims')}
            testId="site-claims-form"
          />
          <PartForm
            part="booking"
            title="Bookings"
            lead="Online booking on /book: when the studio is open, the UPI details for the advance, how long a time is held."
            fields={BOOKING_FIELDS}
            values={data.booking}
            onSave={save('booking')}
            testId="site-booking-form"
          />
          <CalendarFeed token={data.booking.calendarToken} onRotated={() => void mutate()} />
          <PartForm
            part="billing"
            title="Receipts and invoices"
            lead="What every receipt, tax invoice and refund voucher shows. With a GSTIN they carry CGST and SGST."
            fields={BILLING_FIELDS}
            values={data.billing}
            onSave={save('billing')}
            testId="site-billing-form"
          />
          <TestimonialsEditor items={data.testimonials} onChanged={() => mutate()} />
          <ChangeLog changes={data.changes} labels={CHANGE_LABELS} />
        </div>
      )}
    </section>
  );
}
