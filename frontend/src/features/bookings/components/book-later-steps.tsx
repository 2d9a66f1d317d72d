/**
 * What /book shows after the session is chosen (the day and time, the advance, the booking done), one chunk loaded
 * when a session is picked: the first screen needs only the packages, and every public page's JS counts towards the
 * budget (docs/architecture.md §10).
 */
export { SlotPicker } from './slot-picker';
export { DueDatePicker } from './due-date-picker';
export { AdvancePanel } from './advance-panel';
export { UtrForm } from './utr-form';
export { BookingDone } from './booking-done';
