export function ThemesPage() {
  return <h1>Choose Your Photography Theme</h1>;
}
