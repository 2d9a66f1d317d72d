/** A same-origin file (an image variant) as a Blob, or null when the server says no; rejects without a network. */
export async function fetchBlob(url: string): Promise<Blob | null> {
  const res = await fetch(url, { credentials: 'same-origin' });
  return res.ok ? res.blob() : null;
}
