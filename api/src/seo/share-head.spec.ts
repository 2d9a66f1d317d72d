import { professionalService, robotsTxt, shareHead, sitemapXml } from './share-head';

const picture = { url: 'https://s.example/media/variants/x/share.jpg', width: 1200, height: 630 };

describe('shareHead', () => {
  it('escapes what it is given and never leaves a tag empty', () => {
    const head = shareHead({ base: 'https://s.example', route: '/gallery', title: 'A "quoted" <b>title</b>', description: '  ', siteName: 'Little Diyas', picture });
    expect(head).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;">');
    expect(head).toContain('<meta property="og:description" content="Little Diyas">');
    expect(head).toContain('<link rel="canonical" href="https://s.example/gallery">');
    expect(head).not.toMatch(/content=""/);
  });

  it('keeps JSON-LD inside its script element', () => {
    const head = shareHead({ base: 'https://s.example', route: '/', title: 't', description: 'd', siteName: 's', picture, jsonLd: { name: '</script><script>alert(1)</script>' } });
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    expect(head).toContain('\\u003c/script>');
  });
});

describe('professionalService, sitemap, robots', () => {
  it('describes the studio for search engines', () => {
    const ld = professionalService(
      { name: 'S', phone: '9876543210', email: 'a@b.in', addressLines: ['1 Road', 'Mumbai'], facebookUrl: 'https://fb.example/s', instagramUrl: '' },
      'https://s.example',
      picture.url,
    );
    expect(ld).toMatchObject({ '@type': 'ProfessionalService', telephone: '+919876543210', openingHours: 'Mo-Su 09:00-21:00', sameAs: ['https://fb.example/s'] });
  });

  it('lists routes, photos under /gallery, and robots names the sitemap', () => {
    const xml = sitemapXml('https://s.example', ['/', '/gallery'], [{ url: 'https://s.example/media/variants/x/1920.jpg', title: 'A & B' }]);
    expect(xml).toContain('<url><loc>https://s.example/gallery</loc><image:image><image:loc>https://s.example/media/variants/x/1920.jpg</image:loc><image:title>A &amp; B</image:title></image:image></url>');
    expect(robotsTxt('https://s.example')).toContain('Sitemap: https://s.example/sitemap.xml');
  });
});
