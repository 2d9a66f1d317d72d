/** The prop's reference image as kept on the phone when the day started (capture-store.ts), as an object URL. */
import { useEffect, useState } from 'react';
import { referenceImage } from './capture-store';

export function useReferenceImage(propId: string | undefined): string | null {
  const [url, setUrl] = useState<{ propId: string; url: string } | null>(null);
  useEffect(() => {
    if (!propId) return;
    let objectUrl: string | null = null;
    let live = true;
    referenceImage(propId)
      .then((blob) => {
        if (!live || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl({ propId, url: objectUrl });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [propId]);
  return url && url.propId === propId ? url.url : null;
}
