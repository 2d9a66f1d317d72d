import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { Client } from 'pg';
import { readState } from './support/state';
import { api, apiLogin, adminCredentials, launchBrowser, loginAs, newContext, sinkUrl } from './support/browser';

// Browser steps and the worker's delivery take a few seconds each.
jest.setTimeout(90000);

/** Enquiries from the three public forms reach the stand-in sheet/checkout endpoints; failures show the spec's texts; the inbox shows them. */
describe('enquiries in the browser', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const tag = randomBytes(3).toString('hex');
  let n = 0;
  const uniqueName = (base: string) => `${base} ${tag}${++n}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await newContext(browser, 'desktop');
    page = await context.newPage();
  });
  afterEach(() => context?.close());

  interface SinkRequest {
    path: string;
    contentType: string;
    body: string;
  }
  /** Waits until the stand-in endpoint received a POST to `path` whose field `name` is `name`; returns its decoded fields. */
  async function waitForSink(path: string, name: string, timeoutMs = 30000): Promise<{ request: SinkRequest; fields: Record<string, string> }> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const list = (await (await fetch(`${sinkUrl()}/__received`)).json()) as SinkRequest[];
      for (const request of list.filter((r) => r.path === path)) {
        const form = await new Response(request.body, { headers: { 'content-type': request.contentType } }).formData();
        const fields: Record<string, string> = {};
        form.forEach((v, k) => (fields[k] = typeof v === 'string' ? v : v.name));
        if (fields.name === name) return { request, fields };
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`the stand-in ${path} never received an enquiry from ${name}`);
  }

  /** Holds the API call until released, so the sending state can be seen. */
  async function holdRequests(pattern: string) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(pattern, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  const notice = () => page.getByTestId('notice');

  describe('footer form', () => {
    const form = () => page.getByTestId('footer-form');
    async function fill(name: string) {
      await form().getByLabel('Name').fill(name);
      // Typed key by key: the field drops the dash (spec: strips non-digits).
      await form().getByLabel('Phone').pressSequentially('98765-43210');
      await form().getByLabel('Email').fill('footer@example.com');
      await form().getByLabel('Service').selectOption('newborn');
      await form().getByLabel('Message').fill('Due in March, newborn shoot please.');
    }

    it('shows the spec messages for empty fields, clearing each when edited', async () => {
      await page.goto('/about');
      await form().getByRole('button', { name: 'Send Message' }).click();
      for (const text of [
        'Name is required.',
        'Valid 10-digit phone number is required.',
        'Valid email address is required.',
        'Please select a service.',
        'Message cannot be empty.',
      ]) {
        await form().getByText(text).waitFor();
      }
      await form().getByLabel('Name').fill('A');
      await form().getByText('Name is required.').waitFor({ state: 'detached' });
      expect(await form().getByRole('alert').count()).toBe(4);
    });

    it('sends: "Sending..." while busy, then success, fields cleared, and the sheet gets it form-encoded', async () => {
      await page.goto('/about');
      const name = uniqueName('Footer Parent');
      await fill(name);
      expect(await form().getByLabel('Phone').inputValue()).toBe('9876543210');
      const release = await holdRequests('**/api/enquiries');
      await form().getByRole('button', { name: 'Send Message' }).click();
      const busy = form().getByRole('button', { name: 'Sending...' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      release();
      await notice().getByText('Message sent successfully!', { exact: true }).waitFor();
      expect(await form().getByLabel('Name').inputValue()).toBe('');
      expect(await form().getByLabel('Message').inputValue()).toBe('');

      const { request, fields } = await waitForSink('/sheet', name);
      expect(request.contentType).toMatch(/^application\/x-www-form-urlencoded/);
      expect(fields).toEqual({ name, phone: '9876543210', email: 'footer@example.com', service: 'newborn', message: 'Due in March, newborn shoot please.' });
    });

    it('shows "Failed to send message. Please try again." when the server fails, and keeps the fields', async () => {
      await page.goto('/about');
      await page.route('**/api/enquiries', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'boom', statusCode: 500 }) }),
      );
      const name = uniqueName('Footer Unlucky');
      await fill(name);
      await form().getByRole('button', { name: 'Send Message' }).click();
      await notice().getByText('Failed to send message. Please try again.').waitFor();
      expect(await form().getByLabel('Name').inputValue()).toBe(name);
      await notice().getByRole('button', { name: 'Close' }).first().click();
      await notice().waitFor({ state: 'detached' });
    });
  });

  describe('contact page form', () => {
    const form = () => page.getByTestId('contact-form');
    async function fill(name: string, phone = '9123456780') {
      await form().getByLabel('Name').fill(name);
      await form().getByLabel('Email').fill('contact@example.com');
      await form().getByLabel('Phone').fill(phone);
      await form().getByLabel('Service').selectOption('baby');
      await form().getByLabel('Message').fill('Six-month milestone shoot.');
    }

    it('sends and shows the contact page success text; the sheet gets it', async () => {
      await page.goto('/contact');
      const name = uniqueName('Contact Parent');
      await fill(name);
      const release = await holdRequests('**/api/enquiries');
      await form().getByRole('button', { name: 'Send Message' }).click();
      await form().getByRole('button', { name: 'Sending...' }).waitFor();
      release();
      await notice().getByText('Message sent successfully! (Submitted to Google Sheet)').waitFor();
      expect(await form().getByLabel('Name').inputValue()).toBe('');
      const { fields } = await waitForSink('/sheet', name);
      expect(fields).toEqual({ name, phone: '9123456780', email: 'contact@example.com', service: 'baby', message: 'Six-month milestone shoot.' });
    });

    it('keeps a short phone in the browser, and shows "Something went wrong. Please try again." when the server fails', async () => {
      await page.goto('/contact');
      const name = uniqueName('Contact Short Phone');
      await fill(name, '912345678');
      let posted = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/enquiries') && r.method() === 'POST') posted++;
      });
      await form().getByRole('button', { name: 'Send Message' }).click();
      expect(await form().getByLabel('Phone').evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
      await page.waitForTimeout(300);
      expect(posted).toBe(0);

      // A failure on the server's side shows the contact page's own text and keeps what was typed.
      await page.route('**/api/enquiries', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: true, message: 'boom', statusCode: 500 }) }),
      );
      await form().getByLabel('Phone').fill('9123456789');
      await form().getByRole('button', { name: 'Send Message' }).click();
      await notice().getByText('Something went wrong. Please try again.').waitFor();
      expect(await form().getByLabel('Name').inputValue()).toBe(name);
    });
  });

  describe('theme checkout', () => {
    const titles = { general: `E2E Diyas ${tag}`, premium: `E2E Cradle ${tag}` };

    beforeAll(async () => {
      // Two themes of our own (one per column), through the real upload pipeline.
      const admin = adminCredentials();
      const token = await apiLogin(admin.username, admin.password);
      const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#c0392b' } }).png().toBuffer();
      const image = `data:image/png;base64,${png.toString('base64')}`;
      for (const [title, isPremium] of [
        [titles.general, false],
        [titles.premium, true],
      ] as const) {
        const res = await api('/api/themes/add', { method: 'POST', token, json: { title, image, isPremium } });
        if (res.status !== 201) throw new Error(`theme add failed: ${res.status} ${JSON.stringify(res.body)}`);
      }
      const deadline = Date.now() + 60000;
      for (;;) {
        const list = (await api<{ title: string }[]>('/api/themes/all')).body;
        if ([titles.general, titles.premium].every((t) => list.some((x) => x.title === t))) break;
        if (Date.now() > deadline) throw new Error('our themes never became ready');
        await new Promise((r) => setTimeout(r, 500));
      }
    });

    async function openCheckout() {
      await page.goto('/theme');
      await page.locator(`[data-testid="theme-card"][data-theme-title="${titles.general}"]`).click();
      await page.locator(`[data-testid="theme-card"][data-theme-title="${titles.premium}"]`).click();
      await page.getByRole('button', { name: /checkout/ }).click();
      return page.getByTestId('checkout-form');
    }
    async function fill(form: ReturnType<Page['getByTestId']>, name: string) {
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Email').fill('checkout@example.in');
      await form.getByLabel('Phone').fill('9000012345');
      await form.getByLabel('Address').fill('12 Palm Grove\nAndheri West, Mumbai');
    }

    it('sends: "Submitting...", success, selection emptied and panel closed; the checkout endpoint gets multipart', async () => {
      const form = await openCheckout();
      const name = uniqueName('Checkout Parent');
      await fill(form, name);
      const release = await holdRequests('**/api/enquiries/theme-checkout');
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByRole('button', { name: 'Submitting...' }).waitFor();
      release();
      await notice().getByText('Message sent successfully!', { exact: true }).waitFor();
      await page.getByTestId('checkout-form').waitFor({ state: 'detached' });
      await page.getByText('Select one or more themes to continue to checkout').waitFor();
      expect(await page.getByTestId('theme-chip').count()).toBe(0);

      const { request, fields } = await waitForSink('/checkout', name);
      expect(request.contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(fields).toEqual({
        name,
        email: 'checkout@example.in',
        phone: '9000012345',
        // multipart/form-data turns a textarea's line breaks into CRLF (as browsers do).
        address: '12 Palm Grove\r\nAndheri West, Mumbai',
        themeIds: `${titles.general},${titles.premium}`,
        themeSections: 'General,Premium',
      });
    });

    it('shows "Failed to send message. Please try again." on a server error, keeping the selection and the form', async () => {
      const form = await openCheckout();
      await page.route('**/api/enquiries/theme-checkout', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
      const name = uniqueName('Checkout Unlucky');
      await fill(form, name);
      await form.getByRole('button', { name: 'Submit' }).click();
      await notice().getByText('Failed to send message. Please try again.').waitFor();
      expect(await page.getByTestId('theme-chip').count()).toBe(2);
      expect(await page.getByTestId('checkout-form').getByLabel('Name').inputValue()).toBe(name);
    });
  });

  describe('admin inbox', () => {
    it('lists enquiries newest first with their delivery status, sets the studio status and retries a failed one (phone width)', async () => {
      await context.close();
      context = await newContext(browser, 'phone');
      page = await context.newPage();

      // One delivered through the API, one stored as failed (as if the sheet had been down for every try).
      const delivered = uniqueName('Inbox Delivered');
      const res = await api<{ id: string }>('/api/enquiries', {
        method: 'POST',
        json: { source: 'contact', name: delivered, phone: '9000000002', email: 'inbox@example.com', service: 'family', message: 'Family portrait', website: '' },
      });
      expect(res.status).toBe(201);
      await waitForSink('/sheet', delivered);
      const failedName = uniqueName('Inbox Failed');
      const db = new Client({ connectionString: readState().databaseUrl });
      await db.connect();
      try {
        await db.query(
          `insert into enquiries (id, source, name, phone, email, service, message, delivery_status, attempts, last_error, created_at, updated_at)
           values (gen_random_uuid(), 'footer', $1, '9000000003', 'failed@example.com', 'newborn', 'Please call', 'failed', 12, 'endpoint answered 503', now(), now())`,
          [failedName],
        );
      } finally {
        await db.end();
      }

      await loginAs(page, 'admin');
      await page.goto('/admin/enquiries');
      await page.getByRole('heading', { name: 'Enquiries', level: 1 }).waitFor();
      const cards = page.getByTestId('enquiry');
      await cards.first().waitFor();
      const names = await page.locator('[data-testid="enquiry"] h2').allTextContents();
      expect(names.indexOf(failedName)).toBeLessThan(names.indexOf(delivered));
      expect(names.indexOf(failedName)).toBeGreaterThanOrEqual(0);

      const okCard = cards.filter({ hasText: delivered });
      expect(await okCard.getByTestId('delivery-status').textContent()).toBe('Sent to sheet');
      await okCard.getByText('Family', { exact: true }).waitFor();
      // Nothing overflows sideways at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // The studio's status, then its filter tab.
      await okCard.getByLabel('Status').selectOption('contacted');
      await page.getByRole('button', { name: /^Contacted/ }).click();
      await page.getByTestId('enquiry').filter({ hasText: delivered }).waitFor();
      // The list swaps once the filtered page arrives: wait for the other card to leave rather than reading at once.
      await page.getByTestId('enquiry').filter({ hasText: failedName }).waitFor({ state: 'detached', timeout: 10000 });

      // Retry the failed one from the 'Not sent' tab: the worker delivers it and the card follows.
      await page.getByRole('button', { name: /^Not sent/ }).click();
      const failedCard = page.getByTestId('enquiry').filter({ hasText: failedName });
      expect(await failedCard.getByTestId('delivery-status').textContent()).toBe('Not sent');
      await failedCard.getByRole('button', { name: 'Why not sent?' }).click();
      await failedCard.getByText('endpoint answered 503').waitFor();
      await page.getByRole('button', { name: /^All/ }).click();
      const card = page.getByTestId('enquiry').filter({ hasText: failedName });
      await card.getByRole('button', { name: 'Retry sending' }).click();
      await waitForSink('/sheet', failedName);
      await card.getByTestId('delivery-status').filter({ hasText: 'Sent to sheet' }).waitFor({ timeout: 20000 });
      expect(await card.getByRole('button', { name: 'Retry sending' }).count()).toBe(0);
    });
  });
});
