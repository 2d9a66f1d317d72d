import { DEFAULT_STUDIO_CONFIG, mergeStudioConfig, readServerLimits, readStudioConfig } from './app-config';
import { telHref, whatsappHref } from '../lib/links';

describe('studio config', () => {
  afterEach(() => document.getElementById('studio-config')?.remove());

  it('uses the defaults without the injected element', () => {
    expect(readStudioConfig(document)).toEqual(DEFAULT_STUDIO_CONFIG);
  });

  it('reads the server-injected JSON, ignoring unknown and mistyped keys', () => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'studio-config';
    el.textContent = JSON.stringify({ name: 'X Studio', phone: '9000000001', happyFamilies: 'many', addressLines: ['A', 'B'], extra: 1 });
    document.head.appendChild(el);
    const cfg = readStudioConfig(document);
    expect(cfg.name).toBe('X Studio');
    expect(cfg.phone).toBe('9000000001');
    expect(cfg.happyFamilies).toBe(100);
    expect(cfg.addressLines).toEqual(['A', 'B']);
    expect('extra' in cfg).toBe(false);
  });

  it('survives broken JSON', () => {
    expect(mergeStudioConfig('nope')).toEqual(DEFAULT_STUDIO_CONFIG);
  });

  it('builds the WhatsApp link with the encoded prefilled text and the tel link', () => {
    expect(whatsappHref(DEFAULT_STUDIO_CONFIG)).toBe(
      'https://wa.me/919876543210?text=Hi!%20I%20want%20to%20book%20a%20newborn%20baby%20photoshoot.',
    );
    expect(telHref(DEFAULT_STUDIO_CONFIG)).toBe('tel:+919876543210');
  });
});

describe('readServerLimits', () => {
  const doc = (json: string) => {
    const d = document.implementation.createHTMLDocument('t');
    const el = d.createElement('script');
    el.id = 'studio-config';
    el.type = 'application/json';
    el.textContent = json;
    d.body.append(el);
    return d;
  };
  it('reads the upload limit the server put beside the studio details', () => {
    expect(readServerLimits(doc('{"name":"X","maxUploadMb":7}'))).toEqual({ maxUploadMb: 7 });
  });
  it("falls back to the server's default for a page it did not serve or a bad value", () => {
    expect(readServerLimits(doc('{"maxUploadMb":"7"}'))).toEqual({ maxUploadMb: 50 });
    expect(readServerLimits(doc('not json'))).toEqual({ maxUploadMb: 50 });
    expect(readServerLimits(undefined)).toEqual({ maxUploadMb: 50 });
  });
});
