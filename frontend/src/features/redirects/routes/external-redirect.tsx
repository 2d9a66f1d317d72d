/** /files and /task: send the browser straight to the partner site, with a placeholder message. */
import { useEffect } from 'react';
import { studio } from '../../../config/app-config';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { Diya } from '../../../components/festive/diya';

function ExternalRedirect({ url, label }: { url: string; label: string }) {
  useDocumentMeta(label, `Redirecting to the ${label.toLowerCase()} of ${studio.name}.`);
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <section className="section container redirect" data-testid="redirect">
      <Diya size={72} className="redirect__diya" />
      <h1>Redirecting...</h1>
      <p>
        Taking you to our {label.toLowerCase()}. If nothing happens, <a href={url}>continue here</a>.
      </p>
    </section>
  );
}

export const FilesRedirect = () => <ExternalRedirect url={studio.partnerFilesUrl} label="Files page" />;
export const TaskRedirect = () => <ExternalRedirect url={studio.partnerHomeUrl} label="Partner home page" />;
