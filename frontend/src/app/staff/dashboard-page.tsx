/** Spec §2: the user dashboard is a placeholder reading 'Dashboard'. */
export function DashboardPage() {
  return (
    <section className="staff-page">
      <h1 className="staff-page__title">Dashboard</h1>
    </section>
  );
}
