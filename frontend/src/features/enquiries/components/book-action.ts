/** The enquiry's success notice points at the booking page (a time can be held right away). */
export const BOOK_ACTION = { href: '/book', label: 'Pick a time and book online' };
