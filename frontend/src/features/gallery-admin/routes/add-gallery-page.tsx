export function AddGalleryPage() {
  return <h1>Add Gallery</h1>;
}
