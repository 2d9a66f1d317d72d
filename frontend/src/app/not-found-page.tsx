import { Link } from 'react-router';
import { useDocumentMeta } from '../lib/use-document-meta';

export function NotFoundPage() {
  useDocumentMeta('Page not found', 'The page you were looking for could not be found.');
  return (
    <section className="section section--center container">
      <h1>Page not found</h1>
      <p>The page you were looking for has wandered off like a sleepy baby.</p>
      <Link to="/" className="btn btn--ghost">
        Back to Home
      </Link>
    </section>
  );
}
