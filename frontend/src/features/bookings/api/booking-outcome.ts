/** A parent's write about one booking: its answer as the form's ApiResult of the booking (409's message, 400's fields). */
import type { CallAnswer } from '../../../lib/api-client';
import { mapResult, toResult, type ApiResult } from '../../../lib/api-result';
import type { Booking } from './booking-types';

export const NETWORK_TROUBLE = 'We could not reach the studio. Please check your connection and try again.';

/** `fallback`: the form's words when the server gives none. */
export const bookingResult = async (call: Promise<CallAnswer<{ booking: Booking }>>, fallback: string): Promise<ApiResult<Booking>> =>
  mapResult(await toResult(call, { fallback, offline: NETWORK_TROUBLE }), (d) => d.booking);
