import { matchesAssumedViewport, readPageBoot, scriptJson, setAssumedViewport } from './page-boot';

describe('page boot (server-rendered pages)', () => {
  afterEach(() => setAssumedViewport('mobile'));

  it('answers width media queries for the viewport the server assumed', () => {
    setAssumedViewport('mobile');
    expect(matchesAssumedViewport('(min-width: 768px)')).toBe(false);
    expect(matchesAssumedViewport('(max-width: 767px)')).toBe(true);
    setAssumedViewport('desktop');
    expect(matchesAssumedViewport('(min-width: 768px)')).toBe(true);
    expect(matchesAssumedViewport('(min-width: 1280px)')).toBe(true);
    expect(matchesAssumedViewport('(min-width: 640px) and (max-width: 1023px)')).toBe(false);
    // A server cannot know the visitor's motion preference: motion stays on until the browser says.
    expect(matchesAssumedViewport('(prefers-reduced-motion: reduce)')).toBe(false);
    expect(matchesAssumedViewport('(min-width: 768px) and (prefers-reduced-motion: reduce)')).toBe(false);
  });

  it('reads the boot element, and ignores a missing or broken one', () => {
    const boot = { viewport: 'desktop', splash: false, swr: { k: [1] } };
    document.body.innerHTML = `<script type="application/json" id="studio-boot">${scriptJson(boot)}</script>`;
    expect(readPageBoot()).toEqual(boot);
    document.body.innerHTML = '<script type="application/json" id="studio-boot">{not json</script>';
    expect(readPageBoot()).toBeUndefined();
    document.body.innerHTML = '';
    expect(readPageBoot()).toBeUndefined();
  });

  it('writes JSON that cannot close its <script> element', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script>', sep: '\u2028' });
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>', sep: '\u2028' });
  });
});
