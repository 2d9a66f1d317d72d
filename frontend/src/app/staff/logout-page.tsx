/** Spec §2: the logout child route shows only the word logout. */
export function LogoutPage() {
  return <p className="staff-page">logout</p>;
}
