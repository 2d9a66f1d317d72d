/** POST /api/bookings (public): holds the slot (or the due week) and answers the booking with its UPI link. */
import { client } from '../../../lib/api-client';
import { bookingResult } from './booking-outcome';
import type { CreateBookingInput } from './booking-types';

export const postBooking = (input: CreateBookingInput) => bookingResult(client.POST('/api/bookings', { body: input }), 'Something went wrong. Please try again.');
