/** POST /api/admin/bookings (admin): a booking made by the studio (any open slot; status and enquiry optional). */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import { SAVE_TEXTS, type AdminBookingInput } from './admin-booking-types';
import { ADMIN_BOOKINGS_PATH } from './get-bookings-page';

export const createAdminBooking = async (input: AdminBookingInput) => mapResult(await toResult(client.POST(ADMIN_BOOKINGS_PATH, { body: input }), SAVE_TEXTS), (d) => d.booking);
