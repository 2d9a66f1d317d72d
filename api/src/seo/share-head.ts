import escapeHtml from 'escape-html';

/** The public pages: what the sitemap lists and what carries share tags (client galleries are private: neither). */
export const PUBLIC_ROUTES = ['/', '/about', '/theme', '/gallery', '/contact'] as const;

export interface SharePicture {
  url: string;
  width: number;
  height: number;
}

export interface ShareHeadInput {
  /** Absolute origin, no trailing slash (PUBLIC_BASE_URL). */
  base: string;
  route: string;
  title: string;
  description: string;
  siteName: string;
  picture: SharePicture;
  /** JSON-LD for the page (the home page's ProfessionalService), or none. */
  jsonLd?: object;
}

const attr = (s: string) => escapeHtml(s);

/**
 * Open Graph, Twitter and canonical tags of a public page (docs/architecture.md §11), all absolute from PUBLIC_BASE_URL.
 * Never an empty content: a missing title or description falls back to the site's name (WhatsApp drops a preview
 * with an empty tag).
 */
export function shareHead(i: ShareHeadInput): string {
  const url = `${i.base}${i.route === '/' ? '/' : i.route}`;
  const title = i.title.trim() || i.siteName;
  const description = i.description.trim() || i.siteName;
  const tags = [
    `<link rel="canonical" href="${attr(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${attr(i.siteName)}">`,
    `<meta property="og:title" content="${attr(title)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    `<meta property="og:url" content="${attr(url)}">`,
    `<meta property="og:image" content="${attr(i.picture.url)}">`,
    `<meta property="og:image:type" content="image/jpeg">`,
    `<meta property="og:image:width" content="${i.picture.width}">`,
    `<meta property="og:image:height" content="${i.picture.height}">`,
    `<meta property="og:image:alt" content="${attr(title)}">`,
    `<meta property="og:locale" content="en_IN">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${attr(title)}">`,
    `<meta name="twitter:description" content="${attr(description)}">`,
    `<meta name="twitter:image" content="${attr(i.picture.url)}">`,
  ];
  if (i.jsonLd) tags.push(`<script type="application/ld+json">${JSON.stringify(i.jsonLd).replace(/</g, '\\u003c')}</script>`);
  return tags.join('');
}

export interface StudioForJsonLd {
  name: string;
  phone: string;
  email: string;
  addressLines: string[];
  facebookUrl: string;
  instagramUrl: string;
}

/** The home page's JSON-LD: the studio as a ProfessionalService (schema.org), opening hours Mo-Su 09:00-21:00. */
export function professionalService(studio: StudioForJsonLd, base: string, image: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: studio.name,
    url: `${base}/`,
    image,
    telephone: `+91${studio.phone}`,
    email: studio.email,
    address: { '@type': 'PostalAddress', streetAddress: studio.addressLines.join(', '), addressCountry: 'IN' },
    openingHours: 'Mo-Su 09:00-21:00',
    sameAs: [studio.facebookUrl, studio.instagramUrl].filter(Boolean),
  };
}

/** /sitemap.xml: the public routes and, per image:image, the ready gallery photos (at most 1,000). */
export function sitemapXml(base: string, routes: readonly string[], photos: Array<{ url: string; title: string }>, lastmod?: string): string {
  const url = (route: string, extra = '') =>
    `<url><loc>${escapeHtml(`${base}${route}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${extra}</url>`;
  const images = photos.map((p) => `<image:image><image:loc>${escapeHtml(p.url)}</image:loc><image:title>${escapeHtml(p.title)}</image:title></image:image>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">' +
    routes.map((r) => url(r, r === '/gallery' ? images : '')).join('') +
    '</urlset>\n'
  );
}

export function robotsTxt(base: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /user', 'Disallow: /login', 'Disallow: /g/', '', `Sitemap: ${base}/sitemap.xml`, ''].join('\n');
}
