/** Stand-in for a staff page another feature is building (replace its entry in app/routes/*-routes.tsx). */
import { useLocation } from 'react-router';

export function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Coming soon</h1>
      <p className="staff-page__lead">This page ({pathname}) is being built.</p>
    </section>
  );
}
