import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '@studio/core/config/app-config';
import { precompressedAssets } from './precompressed-assets';

const NOT_SPA = /^\/(api|media|metrics|admin\/queues)(\/|$)/;

/**
 * Serves the built frontend on the api's port: hashed files under /assets with immutable caching,
 * other static files briefly cached, and index.html (with the studio details injected) for every
 * other GET that accepts HTML (SPA fallback).
 */
export function mountFrontend(app: Express, config: AppConfig) {
  const dist = config.frontendDist;
  app.use('/assets', precompressedAssets(join(dist, 'assets')));
  app.use(
    '/assets',
    express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true }),
  );
  // Only for site paths: mounted before Nest's routes, a root static would stat() a file for every API call.
  const rootFiles = express.static(dist, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => (NOT_SPA.test(req.path) ? next() : rootFiles(req, res, next)));

  let cached: { mtimeMs: number; html: string } | undefined;
  const indexHtml = () => {
    const file = join(dist, 'index.html');
    if (!existsSync(file)) return undefined;
    const mtimeMs = statSync(file).mtimeMs;
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const json = JSON.stringify(config.studio).replace(/</g, '\\u003c');
      const html = readFileSync(file, 'utf8').replace(
        '<!--studio-config-->',
        `<script type="application/json" id="studio-config">${json}</script>`,
      );
      cached = { mtimeMs, html };
    }
    return cached.html;
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || NOT_SPA.test(req.path) || !req.accepts('html')) return next();
    const html = indexHtml();
    if (!html) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm start` (it builds the frontend).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
}
