import type { StudioConfig } from '../config/app-config';

/** WhatsApp chat link with the prefilled booking text (spec §2). */
export function whatsappHref(cfg: Pick<StudioConfig, 'whatsapp' | 'whatsappMessage'>, message = cfg.whatsappMessage): string {
  return `https://wa.me/${cfg.whatsapp}?text=${encodeURIComponent(message)}`;
}

/** Dial link for the studio phone: tel:+91{phone}. */
export function telHref(cfg: Pick<StudioConfig, 'phone'>): string {
  return `tel:+91${cfg.phone}`;
}

export function mailHref(cfg: Pick<StudioConfig, 'email'>): string {
  return `mailto:${cfg.email}`;
}

/** WhatsApp's share link (no number): the parent picks the chat, their own "Message yourself" included. */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}
