/// <reference lib="dom" />
/** axe-core in the page: the serious and critical violations (the booking specs; look-and-feel has its own). */
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const AXE = join(__dirname, '..', '..', 'node_modules', 'axe-core', 'axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const all = await page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } };
    const res = await w.axe.run(document, { resultTypes: ['violations'] });
    return res.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Buttons, stand-alone links and labelled radios/checkboxes smaller than 44x44 CSS px (links in a sentence exempt).
 * `skip`: a selector whose elements are not counted (the staff sidebar's rows are compact for a mouse on a wide
 * screen, so every group fits at 1280x800; look-and-feel checks them at phone width).
 */
export async function smallTargets(page: Page, skip?: string): Promise<string[]> {
  return page.evaluate((skipSelector) => {
    const out: string[] = [];
    const els = document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], input[type="checkbox"], input[type="radio"], summary');
    for (const el of els) {
      if (skipSelector && el.closest(skipSelector)) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert], .honeypot')) continue;
      let r = el.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2) continue;
      if (el.tagName === 'A' && cs.display === 'inline') {
        const text = (n: Element | null) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text(el.parentElement).length > text(el).length + 1) continue;
      }
      if (el instanceof HTMLInputElement) {
        const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (label) r = label.getBoundingClientRect();
      }
      if (r.width < 43.5 || r.height < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
    }
    return out;
  }, skip);
}
