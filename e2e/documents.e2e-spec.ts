/// <reference lib="dom" />
/**
 * Receipts and the money trail (issue 41) in the browser: a registered studio's parent, on a 375 px phone, sees the
 * receipt for the advance staff confirmed and, once the shoot is marked done, the tax invoice; each opens as a PDF and
 * has a WhatsApp share. Staff see the month on the Accounts page at 1280 px. axe, 44 px targets and no sideways
 * scrolling on each screen. The billing settings are put back afterwards (the other browser specs share this stack).
 */
import type { Page } from 'playwright-core';
import { api, baseUrl, collectErrors, createUser, newContext, useBrowser, type ApiUser } from './support/browser';
import { seriousViolations, smallTargets } from './support/axe';

jest.setTimeout(240_000);

const studioToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const addDays = (d: string, n: number) => {
  const [y, m, dd] = d.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, dd + n)).toISOString().slice(0, 10);
};
/** DOCUMENT_SHOTS=<dir>: each checked screen also saved as a PNG there, to look at. */
const SHOTS = process.env.DOCUMENT_SHOTS;

async function expectClean(page: Page, where: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${page.viewportSize()?.width}-${where.replace(/[^a-z0-9]+/gi, '-')}.png`, fullPage: true });
  expect({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  expect({ where, small: await smallTargets(page, wide ? '.staff-sidebar' : undefined) }).toEqual({ where, small: [] });
  expect({ where, overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) }).toEqual({ where, overflow: 0 });
}

describe('documents: the parents’ receipts and invoice on a phone, the studio’s Accounts page', () => {
  const chromium = useBrowser();
  let admin: ApiUser;
  let originalBilling: Record<string, unknown>;

  beforeAll(async () => {
    admin = await createUser('admin');
    originalBilling = (await api<{ billing: Record<string, unknown> }>('/api/admin/site', { token: admin.token })).body.billing;
    const put = await api('/api/admin/site', { method: 'PUT', token: admin.token, json: { billing: { stateCode: '27', gstin: '27AAPFU0939F1ZV', legalName: 'Little Dreams Photography' } } });
    expect(put.status).toBe(200);
  });
  afterAll(async () => {
    await api('/api/admin/site', { method: 'PUT', token: admin.token, json: { billing: originalBilling } });
  });

  it('375 px: the receipt for a confirmed advance, then the tax invoice; each a PDF with a WhatsApp share; staff see the month', async () => {
    const family = (await api<{ items: Array<{ id: string; kind: string; advancePaise: number }> }>('/api/booking/packages')).body.items.find((p) => p.kind === 'family')!;
    const created = await api<{ booking: { id: string; manageUrl: string } }>('/api/admin/bookings', {
      method: 'POST',
      token: admin.token,
      json: { packageId: family.id, date: addDays(studioToday(), 20), start: '15:30', name: 'अनन्या Sharma', phone: '9812345670', status: 'payment_reported' },
    });
    expect(created.status).toBe(201);
    const { id, manageUrl } = created.body.booking;
    expect((await api(`/api/admin/bookings/${id}`, { method: 'PATCH', token: admin.token, json: { utr: '498765432101' } })).status).toBe(200);
    expect((await api(`/api/admin/bookings/${id}`, { method: 'PATCH', token: admin.token, json: { status: 'confirmed' } })).status).toBe(200);

    const context = await newContext(chromium.browser, 'phone', { bypassCSP: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(new URL(manageUrl).pathname);
    const docs = page.getByTestId('booking-documents');
    await docs.waitFor();
    const items = page.getByTestId('booking-document');
    expect(await items.count()).toBe(1);
    expect(await items.first().textContent()).toMatch(/Receipt Voucher.*No\. \S+\/\d{4}-\d{2}\/\d+/);
    await expectClean(page, 'parents receipt');

    const download = items.first().getByRole('link', { name: /Download PDF: Receipt Voucher/ });
    const href = (await download.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/bookings\/manage\/[^/]+\/documents\/[0-9a-f-]{36}\.pdf$/);
    const pdf = await fetch(`${baseUrl()}${href}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const share = (await items.first().getByRole('link', { name: /Share on WhatsApp: Receipt Voucher/ }).getAttribute('href'))!;
    expect(share.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(share)).toContain(`${baseUrl()}${href}`);

    // The shoot is done: the parents' page (on its next look) lists the tax invoice too.
    expect((await api(`/api/admin/bookings/${id}`, { method: 'PATCH', token: admin.token, json: { status: 'completed' } })).status).toBe(200);
    await page.reload();
    await page.getByTestId('booking-documents').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="booking-document"]').length === 2);
    expect(await page.getByTestId('booking-document').nth(1).textContent()).toContain('Tax Invoice');
    await expectClean(page, 'parents invoice');
    expect(errors).toEqual([]);
    await context.close();

    const staff = await newContext(chromium.browser, 'desktop', { bypassCSP: true });
    const staffPage = await staff.newPage();
    await staffPage.goto('/');
    await staffPage.evaluate((token) => localStorage.setItem('token', token), admin.token);
    await staffPage.goto('/admin/accounts');
    await staffPage.getByRole('heading', { level: 1, name: 'Accounts' }).waitFor();
    await staffPage.getByTestId('accounts-documents').waitFor();
    expect(await staffPage.getByTestId('accounts-documents').textContent()).toContain('अनन्या Sharma');
    expect(await staffPage.getByTestId('accounts-totals').textContent()).toMatch(/Receipts \(\d+\)/);
    await expectClean(staffPage, 'accounts');
    await staff.close();
  });
});
