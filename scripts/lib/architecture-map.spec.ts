import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const ROOT = join(__dirname, '..', '..');
const MAP = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

/** The walkthroughs of docs/architecture.md §2: each heading's count, and the numbered files listed under it. */
function walkthroughs(): { title: string; count: number; items: string[] }[] {
  const section = MAP.slice(MAP.indexOf('### Three walkthroughs'), MAP.indexOf('## 3.'));
  return section
    .split(/^\*\*/m)
    .slice(1)
    .map((part) => {
      const title = part.slice(0, part.indexOf('**'));
      const count = Number(/: (\d+) files/.exec(title)?.[1]);
      const items = [...part.matchAll(/^\d+\. `([^`]+)`/gm)].map((m) => m[1]);
      return { title, count, items };
    });
}

/** The map must say true things: the files it walks through exist, its counts match its lists, its sections exist. */
describe('docs/architecture.md', () => {
  it('has the photo, enquiry and booking walkthroughs, each count equal to its list', () => {
    const found = walkthroughs();
    expect(found.map((w) => w.title.split(',')[0])).toEqual([expect.stringMatching(/^A photo/), expect.stringMatching(/^An enquiry/), expect.stringMatching(/^A booking/)]);
    for (const w of found) expect([w.title, w.items.length]).toEqual([w.title, w.count]);
  });

  it('every file a walkthrough names exists', () => {
    const section = MAP.slice(MAP.indexOf('### Three walkthroughs'), MAP.indexOf('## 3.'));
    const paths = [...section.matchAll(/`((?:frontend|api|core|worker|scripts)\/[^`\s]+\.tsx?)`/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !existsSync(join(ROOT, p)))).toEqual([]);
  });

  it('every `docs/architecture.md §N` cited in the code names a section that exists', () => {
    const sections = new Set([...MAP.matchAll(/^## (\d+)\. /gm)].map((m) => m[1]));
    const cited = execFileSync('git', ['grep', '-ohE', 'docs/architecture\\.md §[0-9]+', '--', '*.ts', '*.tsx', '*.mjs'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((c) => c.split('§')[1]);
    expect(cited.length).toBeGreaterThan(0);
    expect([...new Set(cited)].filter((n) => !sections.has(n))).toEqual([]);
  });
});
