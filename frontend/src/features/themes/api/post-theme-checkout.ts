/** POST /api/enquiries/theme-checkout — theme checkout enquiry. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { Theme, ThemeCheckoutDto } from '../../../lib/api-schema';

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

/** The page says its own words either way (CHECKOUT_SUCCESS, CHECKOUT_FAILURE). */
export const postThemeCheckout = (body: ThemeCheckoutBody) => toResult(client.POST('/api/enquiries/theme-checkout', { body }), 'Could not send the enquiry.');
