/**
 * What the studio edits in the admin panel (docs/architecture.md §11): studio details, the hero claims and the
 * campaign. Stored in Postgres (site_settings); env and the config file only seed the first run.
 * Import-free apart from types, so the frontend may import these shapes too.
 */
import type { StudioDetails } from '../config/studio-details';

export interface SiteStudio {
  name: string;
  /** 10 digits, no prefix. */
  phone: string;
  /** 91 followed by 10 digits (wa.me). */
  whatsapp: string;
  email: string;
  addressLines: string[];
  mapUrl: string;
  mapEmbedUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  hours: string;
}

/** The claims the hero, stats and intro make. */
export interface SiteClaims {
  rating: string;
  happyFamilies: number;
  yearsExperience: number;
  decadeClaim: string;
}

export interface SiteCampaign {
  enabled: boolean;
  headline: string;
  description: string;
  /** yyyy-mm-dd (studio time zone), or null for no limit on that side. */
  startsOn: string | null;
  endsOn: string | null;
}

export interface SiteSettingsData {
  studio: SiteStudio;
  claims: SiteClaims;
  campaign: SiteCampaign;
}

export const DEFAULT_CAMPAIGN: SiteCampaign = {
  enabled: true,
  headline: "Celebrate Your Baby's First Diwali",
  description:
    'Diyas, marigolds, silk and soft golden light: our festive sets are ready for newborns, babies and the whole family. Limited Diwali slots, so book early.',
  startsOn: null,
  endsOn: null,
};

/** First-run settings from the config module (env + STUDIO_CONFIG_FILE over the documented defaults). */
export function seedSettings(details: StudioDetails): SiteSettingsData {
  return {
    studio: {
      name: details.name,
      phone: details.phone,
      whatsapp: details.whatsapp,
      email: details.email,
      addressLines: [...details.addressLines],
      mapUrl: details.mapUrl,
      mapEmbedUrl: details.mapEmbedUrl,
      facebookUrl: details.facebookUrl,
      instagramUrl: details.instagramUrl,
      hours: details.openingHours,
    },
    claims: {
      rating: details.rating,
      happyFamilies: details.happyFamilies,
      yearsExperience: details.yearsExperience,
      decadeClaim: details.decadeClaim,
    },
    campaign: { ...DEFAULT_CAMPAIGN, ...(details.campaign ?? {}) },
  };
}

/** The campaign shows while enabled and `today` (yyyy-mm-dd, studio time zone) is within its dates, both inclusive. */
export function campaignActive(c: Pick<SiteCampaign, 'enabled' | 'startsOn' | 'endsOn'>, today: string): boolean {
  if (!c.enabled) return false;
  if (c.startsOn && today < c.startsOn) return false;
  if (c.endsOn && today > c.endsOn) return false;
  return true;
}

/** 9876543210 → "+91 98765 43210". */
export function displayPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** The spec's three testimonials: the first run's carousel. */
export const SEED_TESTIMONIALS = [
  {
    name: 'Rohan Mehta',
    role: 'Father of Baby',
    avatarUrl: '/testimonials/rohan.svg',
    quote:
      'They handled our 9-day-old daughter with so much patience and care. Every photo feels warm and calm, exactly like the first weeks felt to us.',
    rating: 5,
    location: 'Mumbai',
    dateText: 'October 2025',
  },
  {
    name: 'Ananya Sharma',
    role: 'New Mom',
    avatarUrl: '/testimonials/ananya.svg',
    quote:
      'The studio was spotless, warm and baby-safe. The Diwali theme with little diyas was magical, and the album made my parents cry happy tears.',
    rating: 5,
    location: 'Mumbai',
    dateText: 'November 2025',
  },
  {
    name: 'Sneha Patil',
    role: 'babyshoot',
    avatarUrl: '/testimonials/sneha.svg',
    quote:
      'Our six-month babyshoot was pure fun. They knew every trick to get those giggles, and we received beautifully edited photos within a week.',
    rating: 5,
    location: 'Mumbai',
    dateText: 'January 2026',
  },
];
