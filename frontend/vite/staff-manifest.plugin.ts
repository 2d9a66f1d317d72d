/**
 * The staff app's web app manifest (docs/architecture.md §14) and its icons, made from the logo at build time:
 * the mark (public/favicon.svg, the logo's vector form) drawn at 192 and 512 px, and a `maskable` 512 px one with
 * the mark inside the safe zone on the site's maroon. The manifest is linked by the staff area only
 * (src/app/staff/register-staff-app.ts), so the public pages neither fetch it nor offer to install.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

export const STAFF_MANIFEST_FILE = 'manifest.webmanifest';
/** The site's maroon (global.css --maroon-800, index.html's theme-color) and its cream page colour (--cream-50). */
const THEME_COLOUR = '#5b1733';
const BACKGROUND_COLOUR = '#fffaf2';

async function icon(svg: Buffer, size: number, maskable: boolean): Promise<Buffer> {
  if (!maskable) return sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  // A maskable icon's safe zone is the centre circle of 80 % of the width: the round mark at 72 % sits inside it.
  const inner = Math.round(size * 0.72);
  const mark = await sharp(svg, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function staffManifest(): Plugin {
  let root = '';
  return {
    name: 'studio:staff-manifest',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const svg = readFileSync(resolve(root, 'public/favicon.svg'));
      const icons = [
        { file: 'icons/staff-192.png', size: 192, purpose: 'any' },
        { file: 'icons/staff-512.png', size: 512, purpose: 'any' },
        { file: 'icons/staff-maskable-512.png', size: 512, purpose: 'maskable' },
      ] as const;
      for (const i of icons) this.emitFile({ type: 'asset', fileName: i.file, source: await icon(svg, i.size, i.purpose === 'maskable') });
      const manifest = {
        name: 'Little Diyas Studio · Staff',
        short_name: 'Studio Staff',
        description: 'The studio’s daily prop photo task, also without a network.',
        id: '/user/task',
        start_url: '/user/task',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: icons.map((i) => ({ src: `/${i.file}`, sizes: `${i.size}x${i.size}`, type: 'image/png', purpose: i.purpose })),
      };
      this.emitFile({ type: 'asset', fileName: STAFF_MANIFEST_FILE, source: JSON.stringify(manifest, null, 2) });
    },
  };
}
