/// <reference lib="dom" />
/**
 * Bookings with UPI advances (issue 32), in the browser: on a 375 px phone a parent books a family session
 * (package → day → time → details → the UPI advance → the UTR), the studio confirms it on its Bookings page at
 * 1280 px, and the parents' page then says confirmed and hands out the calendar file; a newborn is booked by due
 * date (the studio sees it among the newborns waiting for a day), then the birth is reported and a day 5-14 days
 * after it is chosen. axe and 44 px targets on each screen.
 * The booking settings are put back afterwards (the other browser specs share this stack).
 */
import type { Page } from 'playwright-core';
import { api, baseUrl, collectErrors, createUser, newContext, useBrowser, type ApiUser } from './support/browser';
import { seriousViolations, smallTargets } from './support/axe';

jest.setTimeout(240_000);

interface Pkg {
  id: string;
  kind: string;
  name: string;
  advancePaise: number;
}

const UPI_ID = 'studio@okaxis';
const studioToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const addDays = (d: string, n: number) => {
  const [y, m, dd] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, dd + n)).toISOString().slice(0, 10);
};
const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: paise % 100 ? 2 : 0 }).format(paise / 100);

/** BOOKING_SHOTS=<dir>: each checked screen also saved as a PNG there, to look at. */
const SHOTS = process.env.BOOKING_SHOTS;

async function expectClean(page: Page, where: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (SHOTS) {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${SHOTS}/${width}-${where.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
  }
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  expect({ where, small: await smallTargets(page, wide ? '.staff-sidebar' : undefined) }).toEqual({ where, small: [] });
  expect({ where, overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) }).toEqual({ where, overflow: 0 });
  // The page may clip its overflow: no element of the main content may reach past the screen's edge either (unless
  // it sits in a box that scrolls or clips sideways on purpose).
  const past = await page.evaluate(() => {
    // A box inside the main content that scrolls or clips sideways (up to the main element, not the page's own clip).
    const scrolls = (el: Element | null): boolean => !!el && el.tagName !== 'MAIN' && (getComputedStyle(el).overflowX !== 'visible' || scrolls(el.parentElement));
    return [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !scrolls(el.parentElement) && !el.closest('[aria-hidden="true"], .honeypot'))
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 60))
      .slice(0, 5);
  });
  expect({ where, past }).toEqual({ where, past: [] });
}

/** The first day with a free time, then its first free time. */
async function pickFirstFreeTime(page: Page) {
  const picker = page.getByTestId('slot-picker');
  await picker.locator('input[type="radio"]:not([disabled])').first().waitFor();
  await picker.locator('[data-testid^="day-"] input:not([disabled])').first().check();
  const time = picker.locator('[data-testid^="slot-"] input:not([disabled])').first();
  await time.check();
  return time.getAttribute('value');
}

describe('bookings: a parent books and pays on a phone, the studio confirms', () => {
  const chromium = useBrowser();
  let admin: ApiUser;
  let packages: Pkg[];
  let originalBooking: Record<string, unknown>;

  beforeAll(async () => {
    admin = await createUser('admin');
    const site = await api<{ booking: Record<string, unknown> }>('/api/admin/site', { token: admin.token });
    originalBooking = site.body.booking;
    const put = await api('/api/admin/site', { method: 'PUT', token: admin.token, json: { booking: { upiId: UPI_ID, upiName: 'Studio Photography', enabled: true } } });
    expect(put.status).toBe(200);
    packages = (await api<{ items: Pkg[] }>('/api/booking/packages')).body.items;
  });
  afterAll(async () => {
    const { upiId, upiName, enabled } = originalBooking;
    await api('/api/admin/site', { method: 'PUT', token: admin.token, json: { booking: { upiId, upiName, enabled } } });
  });

  async function staffPage() {
    const context = await newContext(chromium.browser, 'desktop', { bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('token', token), admin.token);
    return { context, page };
  }

  it('the booking page is rendered on the server and linked from the footer and the About page', async () => {
    const html = await (await fetch(`${baseUrl()}/book`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('Book a Session');
    for (const p of packages) expect(html).toContain(p.name.replace(/'/g, '&#x27;'));
    const context = await newContext(chromium.browser, 'phone', { bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/about');
    expect(await page.getByTestId('about-book-online').getAttribute('href')).toBe('/book');
    expect(await page.getByTestId('about-book').getAttribute('href')).toMatch(/^https:\/\/wa\.me\//); // the WhatsApp button stays
    expect(await page.getByTestId('footer-book').getAttribute('href')).toBe('/book');
    await context.close();
  });

  it('375 px: package → day and time → details → UPI → UTR; staff confirm at 1280 px; the calendar file', async () => {
    const family = packages.find((p) => p.kind === 'family')!;
    const context = await newContext(chromium.browser, 'phone', { bypassCSP: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/book');
    await expectClean(page, '/book packages');
    // The server's page and the browser's first render are the same (React reports any mismatch as an error).
    expect(errors).toEqual([]);
    await page.getByTestId('package-family').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const start = await pickFirstFreeTime(page);
    expect(start).toMatch(/^\d{2}:\d{2}$/);
    await expectClean(page, '/book day and time');
    await page.getByRole('button', { name: 'Continue' }).click();

    // A bad phone is refused on the page, in words.
    await page.getByTestId('details-form').getByLabel('Name').fill('Asha Rao');
    await page.getByTestId('details-form').getByLabel('Mobile number').fill('98765');
    await page.getByLabel('I am the parent or legal guardian').check();
    await page.getByRole('button', { name: 'Hold my time' }).click();
    await page.getByText('Please enter your 10-digit mobile number.').waitFor();
    await page.getByTestId('details-form').getByLabel('Mobile number').fill('9876543210');
    await page.getByLabel('I am the parent or legal guardian').check();
    await page.getByRole('button', { name: 'Hold my time' }).click();

    const panel = page.getByTestId('advance-panel');
    await panel.waitFor();
    expect(await page.getByTestId('advance-amount').textContent()).toBe(rupees(family.advancePaise));
    const reference = (await page.getByTestId('booking-reference').textContent())!;
    expect(reference).toMatch(/^BK-[A-Z0-9]{6}$/);
    expect(await page.getByTestId('hold-ends').textContent()).toMatch(/^\d{1,2}:\d{2} (am|pm) today$/);
    const upi = (await page.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href'))!;
    expect(upi).toContain(`pa=${encodeURIComponent(UPI_ID)}`);
    expect(upi).toContain(`am=${(family.advancePaise / 100).toFixed(2)}`);
    expect(upi).toContain(`tr=${reference}`);
    expect(await page.getByTestId('upi-qr').count()).toBe(0); // a phone gets the link, not the QR code
    await expectClean(page, '/book advance');

    const utr = page.getByLabel('UTR (12-digit UPI reference)');
    await utr.fill('41234');
    await page.getByRole('button', { name: 'I have paid' }).click();
    await page.getByText('The UTR has 12 digits.', { exact: false }).waitFor();
    await utr.fill('412345678901');
    await page.getByRole('button', { name: 'I have paid' }).click();
    const done = page.getByTestId('booking-done');
    await done.waitFor();
    expect(await done.textContent()).toContain(reference);
    await expectClean(page, '/book done');
    const manage = (await done.getByTestId('manage-link').getAttribute('href'))!;
    expect(manage).toMatch(/^\/booking\/[A-Za-z0-9_-]{22,}$/);

    // The studio, at 1280 px: the week (an agenda: seven columns have no room beside the sidebar), the payment flagged,
    // the advance recorded and confirmed in one action.
    const staff = await staffPage();
    await staff.page.goto('/admin/bookings');
    await staff.page.getByTestId('week-agenda').waitFor();
    const card = staff.page.getByTestId(`booking-${reference}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('Payment to check');
    await expectClean(staff.page, '/admin/bookings');
    await card.click();
    const detail = staff.page.getByTestId('booking-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('detail-utr').textContent()).toBe('412345678901');
    expect(await detail.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    await detail.getByTestId('confirm-booking').click();
    await detail.getByText(/and confirmed\.$/).waitFor();
    await staff.context.close();

    // The parents' page says so and gives the calendar file.
    await page.goto(manage);
    await page.getByTestId('booking-status').getByText('Confirmed').waitFor();
    const ics = (await page.getByTestId('add-to-calendar').getAttribute('href'))!;
    const res = await page.request.get(ics);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/calendar');
    const body = await res.text();
    expect(body).toContain('BEGIN:VEVENT');
    expect(body).toContain(family.name);
    await expectClean(page, '/booking/{token}');
    await context.close();
  });

  it('375 px: a newborn booked by due date, then the birth and a day 5-14 days after it', async () => {
    const context = await newContext(chromium.browser, 'phone', { bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/book');
    await page.getByTestId('package-newborn').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const due = addDays(studioToday(), 1);
    await page.getByLabel('Due date').fill(due);
    await page.getByTestId('due-week').getByText('Good news', { exact: false }).waitFor();
    await expectClean(page, '/book due date');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('details-form').getByLabel('Name').fill('Meera Deshpande');
    await page.getByTestId('details-form').getByLabel('Mobile number').fill('9123456780');
    await page.getByLabel('I am the parent or legal guardian').check();
    await page.getByRole('button', { name: 'Hold my time' }).click();
    await page.getByTestId('advance-panel').waitFor();
    await page.getByLabel('UTR (12-digit UPI reference)').fill('512345678901');
    await page.getByRole('button', { name: 'I have paid' }).click();
    const done = page.getByTestId('booking-done');
    await done.waitFor();
    expect(await done.textContent()).toContain('your day is fixed after the birth');
    const manage = (await done.getByTestId('manage-link').getAttribute('href'))!;

    // The studio at 1280 px: the baby waits for a day in a list of its own (not a slice of every booking), and a
    // search finds the family.
    const staff = await staffPage();
    await staff.page.goto('/admin/bookings');
    const waiting = staff.page.getByRole('region', { name: 'Newborns waiting for their day' });
    await waiting.getByText('Meera Deshpande').waitFor();
    expect(await waiting.textContent()).toContain('Payment to check');
    await expectClean(staff.page, '/admin/bookings newborns waiting');
    await staff.page.getByLabel('Search').fill('Deshpande');
    const found = staff.page.locator('.panel').filter({ has: staff.page.getByRole('heading', { name: 'Found' }) });
    await found.getByText('Meera Deshpande').waitFor();
    await staff.context.close();

    await page.goto(manage);
    const born = addDays(studioToday(), -2);
    await page.getByLabel('Date of birth').fill(born);
    await expectClean(page, '/booking/{token} birth');
    await page.getByRole('button', { name: 'Show me the days' }).click();
    await page.getByTestId('schedule-form').waitFor();
    // Only days in the 5-14 day window are offered (once the availability has arrived).
    await page.locator('[data-testid^="day-"]').first().waitFor();
    const offered = await page.locator('[data-testid^="day-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(4)));
    expect(offered.length).toBeGreaterThan(0);
    for (const d of offered) expect(d >= addDays(born, 5) && d <= addDays(born, 14)).toBe(true);
    await pickFirstFreeTime(page);
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByTestId('booking-when').getByText(' at ', { exact: false }).waitFor();
    expect(await page.getByTestId('add-to-calendar').count()).toBe(1);
    await context.close();
  });

  it('a time taken meanwhile is said in plain words, and the page offers the others', async () => {
    const family = packages.find((p) => p.kind === 'family')!;
    const context = await newContext(chromium.browser, 'phone', { bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/book');
    await page.getByTestId('package-family').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const picker = page.getByTestId('slot-picker');
    await picker.locator('[data-testid^="day-"] input:not([disabled])').first().waitFor();
    const day = (await picker.locator('[data-testid^="day-"] input:not([disabled])').first().getAttribute('value'))!;
    await picker.locator(`[data-testid="day-${day}"] input`).check();
    const time = picker.locator('[data-testid^="slot-"] input:not([disabled])').first();
    const start = (await time.getAttribute('value'))!;
    await time.check();
    // Another parent takes it first.
    const other = await api('/api/bookings', { method: 'POST', json: { packageId: family.id, date: day, start, name: 'Other Parent', phone: '9000000001' } });
    expect(other.status).toBe(201);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('details-form').getByLabel('Name').fill('Late Parent');
    await page.getByTestId('details-form').getByLabel('Mobile number').fill('9000000002');
    await page.getByLabel('I am the parent or legal guardian').check();
    await page.getByRole('button', { name: 'Hold my time' }).click();
    await page.getByTestId('book-problem').getByText('That time was just taken. Please choose another.').waitFor();
    await picker.locator(`[data-testid="day-${day}"] input`).check();
    expect(await picker.locator(`[data-testid="slot-${start}"] input`).isDisabled()).toBe(true);
    await context.close();
  });

  it('staff: Packages (add, edit, delete) and "Book" on an enquiry at 1280 px; the day list at 375 px', async () => {
    const { context, page } = await staffPage();
    await page.goto('/admin/packages');
    await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
    await expectClean(page, '/admin/packages');
    await page.getByRole('button', { name: 'Add package' }).click();
    const form = page.getByTestId('package-form');
    await form.getByLabel('Name').fill('Maternity glow');
    await form.getByLabel('Kind').selectOption('maternity');
    await form.getByLabel('Price (₹)').fill('5000');
    await form.getByLabel('Advance (₹)').fill('6000');
    await form.getByRole('button', { name: 'Add package' }).click();
    await form.getByText('The advance cannot be more than the price.').waitFor();
    await form.getByLabel('Advance (₹)').fill('1000');
    await form.getByRole('button', { name: 'Add package' }).click();
    await page.getByRole('heading', { level: 2, name: /Maternity glow/ }).waitFor();
    const created = (await api<{ items: Pkg[] }>('/api/booking/packages')).body.items.find((p) => p.name === 'Maternity glow')!;
    expect(created).toMatchObject({ kind: 'maternity', advancePaise: 100000 });
    const row = page.getByTestId(`admin-package-${created.id}`);
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });

    // An enquiry in the inbox: "Book" opens a staff booking prefilled from it.
    const enquiry = await api('/api/enquiries', {
      method: 'POST',
      json: { source: 'contact', name: 'Kavya Menon', phone: '9988776655', email: 'kavya@example.com', service: 'family', message: 'Family portrait with grandparents', website: '' },
    });
    expect(enquiry.status).toBe(201);
    await page.goto('/admin/enquiries');
    const card = page.getByTestId('enquiry').filter({ hasText: 'Kavya Menon' });
    await card.getByRole('link', { name: 'Book' }).click();
    const book = page.getByTestId('new-booking-form');
    await book.waitFor();
    expect(await book.getByLabel("Parent's name").inputValue()).toBe('Kavya Menon');
    expect(await book.getByLabel('Mobile number').inputValue()).toBe('9988776655');
    expect(await book.getByLabel('Notes (optional)').inputValue()).toBe('Family portrait with grandparents');
    const family = packages.find((p) => p.kind === 'family')!;
    // The packages arrive after the form (their own request): the enquiry's kind chooses one then.
    await book.getByLabel('Package').locator(`option[value="${family.id}"]`).waitFor({ state: 'attached' });
    expect(await book.getByLabel('Package').inputValue()).toBe(family.id);
    const from = studioToday();
    const days = (await api<{ days: { date: string; slots: { start: string; available: boolean }[] }[] }>(`/api/booking/availability?packageId=${family.id}&from=${from}&to=${addDays(from, 13)}`)).body.days;
    const free = days.flatMap((d) => d.slots.filter((x) => x.available).map((x) => ({ date: d.date, start: x.start }))).at(-1)!;
    await book.getByLabel('Day').fill(free.date);
    await book.getByLabel('Start').fill(free.start);
    await book.getByLabel('Status').selectOption('confirmed');
    await expectClean(page, '/admin/bookings new booking');
    await book.getByRole('button', { name: 'Create booking' }).click();
    const detail = page.getByTestId('booking-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('Kavya Menon');
    expect(await detail.textContent()).toContain('Confirmed');
    await context.close();

    // A phone: the day list, clean.
    const phone = await newContext(chromium.browser, 'phone', { bypassCSP: true });
    const p2 = await phone.newPage();
    await p2.goto('/');
    await p2.evaluate((token) => localStorage.setItem('token', token), admin.token);
    await p2.goto('/admin/bookings');
    await p2.getByTestId('day-list').waitFor();
    await expectClean(p2, '/admin/bookings');
    await phone.close();
  });
});
