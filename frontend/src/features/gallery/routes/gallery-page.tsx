export function GalleryPage() {
  return <h1>Our Photography Gallery</h1>;
}
