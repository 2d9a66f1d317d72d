import { inlinePageAssets } from './page-assets-inliner';

const shell = [
  '<html><head><script type="module" crossorigin src="/assets/index-AbC1.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-Css1.css">',
  '<link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="">',
  '<link rel="stylesheet" crossorigin="" href="/assets/start-app-S1.css">',
  '<link rel="stylesheet" crossorigin="" href="/assets/ui-U1.css">',
  '<link rel="stylesheet" crossorigin href="/assets/client-gallery-page-R1.css"></head>',
  '<body><div id="root"><link rel="preload" as="image" href="/logo.png"/><main><img src="/p.webp" fetchpriority="high"></main></div>',
  '<script type="application/json" id="studio-boot">{}</script></body></html>',
].join('');

const files: Record<string, string> = {
  '/assets/index-Css1.css': 'body{margin:0}',
  '/assets/start-app-S1.css': '.app{color:red}',
  '/assets/ui-U1.css': '.ui-dialog{}',
  '/assets/client-gallery-page-R1.css': '.cg{content:"</style>"}',
};

describe('inlinePageAssets', () => {
  const html = inlinePageAssets(shell, (href) => files[href]);

  it('keeps the entry stylesheet a link (it holds the fonts: the first paint waits as long as they take) and inlines the others', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Css1.css">');
    expect(html).not.toContain('body{margin:0}');
    expect(html).toContain('<style>.app{color:red}</style><link rel="stylesheet" href="/assets/start-app-S1.css" disabled>');
    expect(html).toContain('<style>.cg{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/client-gallery-page-R1.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin(="")? href="\/assets\/(start-app|client-gallery-page)/);
    // The UI chunk's sheet is left to the app's loader (nothing in a first screen uses it).
    expect(html).not.toContain('ui-U1.css');
    expect(html).not.toContain('.ui-dialog');
    // Cascade order as in the shell: entry, app, route.
    expect(html.indexOf('index-Css1.css')).toBeLessThan(html.indexOf(".app{"));
    expect(html.indexOf('.app{')).toBeLessThan(html.indexOf('.cg{'));
  });

  it('moves the entry script after the markup and drops the splash logo preload, so the photos are fetched first', () => {
    expect(html).not.toContain('<link rel="preload" as="image" href="/logo.png"/>');
    expect(html.indexOf('<script type="module" crossorigin src="/assets/index-AbC1.js"></script>')).toBeGreaterThan(html.indexOf('id="studio-boot"'));
    expect(html.endsWith('<script type="module" crossorigin src="/assets/index-AbC1.js"></script></body></html>')).toBe(true);
    expect(html).toContain('<link rel="preload" href="/assets/font-1.woff2"');
  });

  it('keeps the app\'s stylesheet a link too when asked (public pages), still inlining the route\'s and leaving out the UI chunk\'s', () => {
    const pub = inlinePageAssets(shell, (href) => files[href], 2);
    expect(pub).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Css1.css">');
    expect(pub).toContain('<link rel="stylesheet" crossorigin="" href="/assets/start-app-S1.css">');
    expect(pub).not.toContain('.app{color:red}');
    expect(pub).toContain('<style>.cg{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/client-gallery-page-R1.css" disabled>');
    expect(pub).not.toContain('ui-U1.css');
    expect(pub.endsWith('<script type="module" crossorigin src="/assets/index-AbC1.js"></script></body></html>')).toBe(true);
  });

  it('leaves a stylesheet it cannot read as a link', () => {
    expect(inlinePageAssets(shell, () => undefined)).toContain('<link rel="stylesheet" crossorigin="" href="/assets/start-app-S1.css">');
  });
});
