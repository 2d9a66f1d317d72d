/**
 * /admin/privacy (docs/architecture.md §16): the families' data in the studio's custody: erasure requests and
 * receipts, consents by family (and staff recording a paper form), retention settings and the last runs, the
 * access log.
 */
import { usePrivacySettings } from '../api/get-privacy-settings';
import { AccessLogPanel } from '../components/access-log-panel';
import { ConsentsPanel } from '../components/consents-panel';
import { ErasuresPanel } from '../components/erasures-panel';
import { RetentionPanel } from '../components/retention-panel';
import { PaperConsentForm } from '../components/paper-consent-form';
import { PrivacySettingsForm } from '../components/privacy-settings-form';
import '../../../components/ui/staff-ui.css';
import '../components/privacy-admin.css';

export function PrivacyAdminPage() {
  const settings = usePrivacySettings();
  return (
    <section className="staff-page privacy-admin" aria-labelledby="privacy-admin-title">
      <h1 className="staff-page__title" id="privacy-admin-title">
        Privacy
      </h1>
      <p className="staff-page__lead">
        Families’ data in safe custody: what they agreed to, what they asked to erase, how long things are kept and who looked at what. Parents read the notice at{' '}
        <a href="/privacy" target="_blank" rel="noopener noreferrer">
          /privacy
        </a>
        .
      </p>
      <div className="privacy-admin__sections">
        <ErasuresPanel />
        <ConsentsPanel />
        <PaperConsentForm />
        {settings.data ? (
          <PrivacySettingsForm settings={settings.data} onSaved={(s) => void settings.mutate(s, { revalidate: false })} />
        ) : settings.error ? (
          <div className="panel" role="alert">
            <p>Could not load the privacy settings.</p>
            <button type="button" className="btn btn--small" onClick={() => void settings.mutate()}>
              Try again
            </button>
          </div>
        ) : (
          <p className="staff-loading" role="status">
            <span className="spinner" aria-hidden /> Loading...
          </p>
        )}
        <RetentionPanel />
        <AccessLogPanel />
      </div>
    </section>
  );
}
