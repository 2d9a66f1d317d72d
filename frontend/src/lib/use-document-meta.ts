import { useEffect } from 'react';
import { studio } from '../config/app-config';

export interface DocumentMeta {
  title: string;
  description: string;
}

/** Set while the server renders a page: the route's title and description go into its <head>. */
let serverMeta: DocumentMeta | undefined;

/** Runs a server render and returns it with the title and description the page asked for. */
export function collectDocumentMeta<T>(render: () => T): { result: T; meta: DocumentMeta | undefined } {
  const meta: DocumentMeta = { title: '', description: '' };
  serverMeta = meta;
  try {
    const result = render();
    return { result, meta: meta.title ? meta : undefined };
  } finally {
    serverMeta = undefined;
  }
}

export function documentTitle(title: string): string {
  return title ? `${title} | ${studio.name}` : `${studio.name} | Newborn & Baby Photography`;
}

/** Per-route document title and meta description. */
export function useDocumentMeta(title: string, description: string): void {
  if (serverMeta) {
    serverMeta.title = documentTitle(title);
    serverMeta.description = description;
  }
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
