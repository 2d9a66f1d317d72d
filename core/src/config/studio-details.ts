/**
 * Studio details shown on the public site. Defaults here; override with STUDIO_CONFIG_FILE (JSON) or STUDIO_* env.
 * From the first run on, the name, contacts, claims and campaign live in Postgres (site_settings) and are edited
 * in the admin panel: these values only seed that first run.
 */
export interface StudioDetails {
  name: string;
  tagline: string;
  /** 10-digit Indian mobile number, no prefix: the spec's {phone}. */
  phone: string;
  phoneDisplay: string;
  /** Number for wa.me links, with country code. */
  whatsapp: string;
  whatsappMessage: string;
  email: string;
  addressLines: string[];
  mapUrl: string;
  mapEmbedUrl: string;
  instagramUrl: string;
  facebookUrl: string;
  openingHours: string;
  rating: string;
  happyFamilies: number;
  yearsExperience: number;
  decadeClaim: string;
  partnerFilesUrl: string;
  partnerHomeUrl: string;
  /** First-run campaign (the Diwali hero); the studio edits it in the admin panel afterwards. */
  campaign?: { enabled?: boolean; headline?: string; description?: string; startsOn?: string | null; endsOn?: string | null };
}

export const DEFAULT_STUDIO_DETAILS: StudioDetails = {
  name: 'Little Diyas Studio',
  tagline: 'Newborn, baby and family photography',
  phone: '9876543210',
  phoneDisplay: '+91 98765 43210',
  whatsapp: '919876543210',
  whatsappMessage: 'Hi! I want to book a newborn baby photoshoot.',
  email: 'hello@littlediyas.studio',
  addressLines: ['2nd Floor, Sai Krupa Building', 'Linking Road, Bandra West', 'Mumbai, Maharashtra 400050'],
  mapUrl: 'https://maps.google.com/?q=Linking+Road+Bandra+West+Mumbai',
  mapEmbedUrl: 'https://www.google.com/maps?q=Linking+Road+Bandra+West+Mumbai&output=embed',
  instagramUrl: 'https://www.instagram.com/',
  facebookUrl: 'https://www.facebook.com/',
  openingHours: 'Monday-Sunday 9AM-9PM',
  rating: '5.0',
  happyFamilies: 100,
  yearsExperience: 5,
  decadeClaim: 'over a decade',
  partnerFilesUrl: 'https://example.com/files',
  partnerHomeUrl: 'https://example.com/',
};
