/** POST /api/enquiries/theme-checkout — theme checkout enquiry. */
import { api } from '../../../lib/api-client';
import type { Theme, ThemeCheckoutDto } from '../../../lib/api-schema';

export const THEME_CHECKOUT_PATH = '/api/enquiries/theme-checkout';

/** What the form asks for; the themes and the honeypot are added by buildCheckoutBody. */
export type CheckoutDetails = Pick<ThemeCheckoutDto, 'name' | 'email' | 'phone' | 'address'>;

export type ThemeCheckoutBody = ThemeCheckoutDto;

export function buildCheckoutBody(details: CheckoutDetails, selected: Theme[], website = ''): ThemeCheckoutBody {
  return {
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    address: details.address.trim(),
    themeIds: selected.map((t) => t.title).join(','),
    themeSections: selected.map((t) => (t.isPremium ? 'Premium' : 'General')).join(','),
    website,
  };
}

export async function postThemeCheckout(body: ThemeCheckoutBody): Promise<boolean> {
  try {
    const res = await api.post(THEME_CHECKOUT_PATH, body);
    return res.status === 201;
  } catch {
    return false;
  }
}
