/**
 * /admin/accounts: the month's receipts, invoices and refund vouchers with their totals (taxable value, CGST, SGST)
 * and the CSV for the accountant, which adds up to the same totals (docs/architecture.md §17).
 */
import { useId, useState } from 'react';
import { formatDay, formatRupees, studioToday } from '../../../lib/booking-format';
import { useAccountDocuments, type DocumentKindTotals, type DocumentRange } from '../api/get-documents';
import { downloadDocument, exportDocuments } from '../api/export-documents';
import '../../../components/ui/staff-ui.css';
import '../components/accounts.css';

const KINDS = [
  { kind: 'receipt', label: 'Receipts' },
  { kind: 'invoice', label: 'Invoices' },
  { kind: 'refund', label: 'Refunds' },
] as const;

/** yyyy-mm → the first and last day of that month. */
export function monthRange(month: string): DocumentRange {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

function TotalsRow({ label, t }: { label: string; t: DocumentKindTotals }) {
  return (
    <tr>
      <th scope="row">
        {label} <span className="acc-count">({t.count})</span>
      </th>
      <td>{formatRupees(t.amountPaise)}</td>
      <td>{formatRupees(t.taxablePaise)}</td>
      <td>{formatRupees(t.cgstPaise)}</td>
      <td>{formatRupees(t.sgstPaise)}</td>
    </tr>
  );
}

export function AccountsPage() {
  const id = useId();
  const [month, setMonth] = useState(() => studioToday().slice(0, 7));
  const range = monthRange(/^\d{4}-\d{2}$/.test(month) ? month : studioToday().slice(0, 7));
  const { data, error, isLoading } = useAccountDocuments(range);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const onExport = async () => {
    setProblem(null);
    setExporting(true);
    const result = await exportDocuments(range);
    setExporting(false);
    if (!result.ok) setProblem(result.message);
  };
  const onPdf = async (d: { id: string; number: string }) => {
    setProblem(null);
    const result = await downloadDocument(d);
    if (!result.ok) setProblem(result.message);
  };

  return (
    <section className="staff-page staff-page--wide acc-page" aria-labelledby={`${id}-title`}>
      <div className="acc-head">
        <div>
          <h1 className="staff-page__title" id={`${id}-title`}>
            Accounts
          </h1>
          <p className="staff-page__lead">Receipts for advances, tax invoices for finished shoots and refund vouchers, by the month they were issued.</p>
        </div>
        <div className="acc-controls">
          <div className="field">
            <label htmlFor={`${id}-month`}>Month</label>
            <input id={`${id}-month`} type="month" value={month} onChange={(e) => setMonth(e.target.value)} data-testid="accounts-month" />
          </div>
          <button type="button" className="btn" onClick={() => void onExport()} disabled={exporting} data-testid="accounts-export">
            {exporting ? 'Preparing…' : 'Download CSV'}
          </button>
        </div>
      </div>
      {(problem || error) && (
        <p className="acc-msg" role="alert">
          {problem ?? 'Could not load the documents.'}
        </p>
      )}
      {isLoading && !data ? (
        <p className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading...
        </p>
      ) : data ? (
        <>
          <div className="panel acc-panel">
            <h2 className="acc-h2">Totals for {formatDay(data.from)} to {formatDay(data.to)}</h2>
            <div className="acc-scroll">
              <table className="acc-table" data-testid="accounts-totals">
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Taxable value</th>
                    <th scope="col">CGST</th>
                    <th scope="col">SGST</th>
                  </tr>
                </thead>
                <tbody>
                  {KINDS.map((k) => (
                    <TotalsRow key={k.kind} label={k.label} t={data.totals[k.kind]} />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <div className="panel acc-panel">
            <h2 className="acc-h2">Documents ({data.items.length})</h2>
            {data.items.length === 0 ? (
              <p className="acc-muted">Nothing issued this month.</p>
            ) : (
              <div className="acc-scroll">
                <table className="acc-table" data-testid="accounts-documents">
                  <thead>
                    <tr>
                      <th scope="col">Number</th>
                      <th scope="col">Date</th>
                      <th scope="col">Name</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Taxable</th>
                      <th scope="col">CGST</th>
                      <th scope="col">SGST</th>
                      <th scope="col">Reference</th>
                      <th scope="col">
                        <span className="visually-hidden">PDF</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((d) => (
                      <tr key={d.id}>
                        <th scope="row">
                          {d.number}
                          <span className={`acc-kind acc-kind--${d.kind}`}>{d.title}</span>
                        </th>
                        <td>{formatDay(d.issuedOn)}</td>
                        <td>
                          {d.name}
                          <span className="acc-muted"> · {d.bookingReference}</span>
                        </td>
                        <td>{formatRupees(d.amountPaise)}</td>
                        <td>{formatRupees(d.taxablePaise)}</td>
                        <td>{formatRupees(d.cgstPaise)}</td>
                        <td>{formatRupees(d.sgstPaise)}</td>
                        <td className="acc-ref">{d.paymentReference ?? ''}</td>
                        <td>
                          <button type="button" className="btn btn--ghost btn--small" onClick={() => void onPdf(d)} aria-label={`PDF of ${d.number}`}>
                            PDF
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
