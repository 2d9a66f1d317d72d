/** POST /api/bookings (public): holds the slot (or the due week) and answers the booking with its UPI link. */
import { api } from '../../../lib/api-client';
import { bookingCall } from './booking-outcome';
import type { BookingOutcome, CreateBookingInput } from './booking-types';

export const BOOKINGS_PATH = '/api/bookings';

export const postBooking = (input: CreateBookingInput): Promise<BookingOutcome> => bookingCall(() => api.post(BOOKINGS_PATH, input));
