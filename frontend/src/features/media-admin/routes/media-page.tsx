export function MediaPage() {
  return <h1>Media</h1>;
}
