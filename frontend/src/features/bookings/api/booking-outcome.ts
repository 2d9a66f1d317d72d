/** Turns an api answer about one booking into a BookingOutcome (201/200 with `{ booking }`, else its message and fields). */
import { ApiError, type ApiResponse } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody } from '../../../lib/api-schema';
import type { Booking, BookingOutcome } from './booking-types';

export const NETWORK_TROUBLE = 'We could not reach the studio. Please check your connection and try again.';

export function toOutcome(res: ApiResponse<unknown>): BookingOutcome {
  if (res.ok) return { ok: true, booking: (res.data as { booking: Booking }).booking };
  const body = (res.data ?? {}) as Partial<ApiErrorBody>;
  return { ok: false, status: res.status, message: body.message, fields: res.status === 400 ? body.fields : undefined };
}

export async function bookingCall(send: () => Promise<ApiResponse<unknown>>): Promise<BookingOutcome> {
  try {
    return toOutcome(await send());
  } catch (err) {
    return { ok: false, status: err instanceof ApiError ? err.status : undefined, message: NETWORK_TROUBLE };
  }
}
