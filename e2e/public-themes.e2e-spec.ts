import { useBrowser, usePageAt } from './support/browser';
import { VIEWPORT_NAMES } from './public-helpers';

jest.setTimeout(90000);

describe('themes page', () => {
  const chromium = useBrowser();

  describe.each(VIEWPORT_NAMES)('at %s width', (vp) => {
    const t = usePageAt(chromium, vp);

    it('General and Premium columns, selection with checkmarks and chips, checkout panel', async () => {
      await t.page.goto('/theme');
      expect(await t.page.getByRole('heading', { level: 1 }).textContent()).toBe('Choose Your Photography Theme');
      expect(await t.page.getByTestId('themes-banner').textContent()).toContain('Choose Your Diwali Theme!');
      expect(await t.page.getByTestId('themes-sparkle').count()).toBe(6);
      const general = t.page.getByTestId('themes-general');
      const premium = t.page.getByTestId('themes-premium');
      await general.getByTestId('theme-card').first().waitFor();
      expect(await t.page.getByTestId('themes-loading').count()).toBe(0);
      // Exactly 'General' and 'Premium', for a screen reader too (the count sits outside the heading).
      expect(await general.getByRole('heading', { level: 2 }).textContent()).toBe('General');
      expect(await premium.getByRole('heading', { level: 2 }).textContent()).toBe('Premium');
      expect(await t.page.getByRole('heading', { level: 2, name: 'General', exact: true }).count()).toBe(1);
      expect(await t.page.getByRole('region', { name: 'Premium', exact: true }).count()).toBe(1);
      expect(await premium.getByTestId('theme-card').count()).toBeGreaterThan(0);
      const bar = t.page.getByTestId('theme-bar');
      expect(await bar.textContent()).toContain('Select one or more themes to continue to checkout');
      expect(await bar.getByRole('button', { name: /checkout/i }).count()).toBe(0);

      const g = general.getByTestId('theme-card').first();
      const p = premium.getByTestId('theme-card').first();
      const gTitle = (await g.getAttribute('data-theme-title'))!;
      const pTitle = (await p.getAttribute('data-theme-title'))!;
      await g.click();
      await p.click();
      expect(await g.getAttribute('aria-pressed')).toBe('true');
      expect(await g.getByTestId('theme-check').count()).toBe(1);
      const chips = bar.getByTestId('theme-chip');
      expect(await chips.locator('.chip__title').allTextContents()).toEqual([gTitle, pTitle]);
      expect(await chips.first().locator('img').count()).toBe(1);
      await p.click(); // toggles off
      expect(await chips.count()).toBe(1);
      await bar.getByRole('button', { name: `Remove ${gTitle}` }).click();
      expect(await chips.count()).toBe(0);
      expect(await g.getAttribute('aria-pressed')).toBe('false');

      await p.click();
      await bar.getByRole('button', { name: /checkout/i }).click();
      const panel = t.page.getByRole('dialog');
      await panel.waitFor();
      expect(await panel.getByRole('heading', { name: 'Checkout Form' }).count()).toBe(1);
      for (const label of ['Name', 'Email', 'Phone', 'Address']) expect(await panel.getByLabel(label).count()).toBe(1);
      await panel.getByRole('button', { name: 'Submit' }).click();
      // Browser-level required checks stop an empty submit; the panel stays.
      expect(await panel.isVisible()).toBe(true);
      await panel.getByRole('button', { name: 'Close checkout form' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(await chips.count()).toBe(1);
      expect(t.errors).toEqual([]);
    });
  });
});
