import { useEffect } from 'react';
import { studio } from '../config/app-config';

/** Per-route document title and meta description. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${studio.name}` : `${studio.name} | Newborn & Baby Photography`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
