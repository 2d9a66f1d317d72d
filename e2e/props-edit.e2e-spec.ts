/// <reference lib="dom" />
/**
 * A prop with a typo and a wrong price is fixed, and a prop is removed, from View Price Prop (issue 16), at phone
 * and desktop widths; the field worker's Utilize list follows at once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { api, createUser, launchBrowser, newContext, type ApiUser } from './support/browser';
import { makeJpeg } from './support/staff-helpers';

jest.setTimeout(180_000);

describe('props: edit and remove (View Price Prop)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let admin: ApiUser;
  let worker: ApiUser;
  const tag = Date.now().toString(36);

  const addProp = async (name: string, price: number) => {
    const image = `data:image/jpeg;base64,${(await makeJpeg(name.length * 7 + price)).toString('base64')}`;
    const res = await api<{ property: { _id: string } }>('/api/props', { method: 'POST', token: admin.token, json: { name, price, image } });
    expect(res.status).toBe(201);
    return res.body.property._id;
  };
  const utilizeNames = async () => (await api<Array<{ name: string }>>('/api/props/images', { token: worker.token })).body.map((p) => p.name);

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await createUser('admin');
    worker = await createUser('user');
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function open(viewport: 'phone' | 'desktop', search: string) {
    context = await newContext(browser, viewport);
    page = await context.newPage();
    await page.goto('/');
    await page.evaluate((token) => localStorage.setItem('token', token), admin.token);
    await page.goto('/admin/view-price-prop');
    await page.getByPlaceholder('Search properties...').fill(search);
  }

  it.each(['phone', 'desktop'] as const)('fixes a name and a price on a %s', async (viewport) => {
    await addProp(`Moon Pillw ${viewport} ${tag}`, 99.99);
    await open(viewport, `Moon Pillw ${viewport} ${tag}`);
    await page.getByRole('button', { name: `Edit Moon Pillw ${viewport} ${tag}` }).click();
    const form = page.getByTestId('edit-prop-form');
    await form.getByLabel('Prop Name').fill(`Moon Pillow ${viewport} ${tag}`);
    await form.getByLabel('Price').fill('149.5');
    await form.getByRole('button', { name: 'Save changes' }).click();
    const row = page.getByTestId('price-row').filter({ hasText: `Moon Pillow ${viewport} ${tag}` });
    await row.waitFor();
    expect(await row.textContent()).toContain('₹149.50');
    expect(await utilizeNames()).toContain(`Moon Pillow ${viewport} ${tag}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('removes a prop: gone from the list and Utilize, listed with its date under "Show removed props"', async () => {
    const name = `Old Basket ${tag}`;
    await addProp(name, 300);
    await open('phone', name);
    await page.getByRole('button', { name: `Remove ${name}` }).click();
    await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No properties found').waitFor();
    expect(await utilizeNames()).not.toContain(name);
    await page.getByLabel('Show removed props').check();
    const row = page.getByTestId('price-row').filter({ hasText: name });
    await row.getByText(/^Removed \d{2}\/\d{2}\/\d{4}$/).waitFor();
    expect(await row.getByRole('button', { name: `Edit ${name}` }).count()).toBe(0);
  });
});
