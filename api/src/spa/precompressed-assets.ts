import { existsSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';

export const KNOWN_FILES_MAX = 2000;

const ENCODINGS = [
  { name: 'br', ext: '.br', accepts: /\bbr\b/ },
  { name: 'gzip', ext: '.gz', accepts: /\bgzip\b/ },
] as const;

/**
 * Sends the .br / .gz file the frontend build wrote beside a hashed asset (frontend/vite.config.ts,
 * `precompress`) when the browser accepts it: maximum compression with no CPU per request.
 * Anything else falls through to express.static.
 */
export function precompressedAssets(dir: string) {
  const root = normalize(dir + sep);
  // Keyed by request paths, so bounded: random /assets/... paths must not grow memory (a build has a few
  // hundred files; misses are cheap to re-check).
  const known = new LRUCache<string, boolean>({ max: KNOWN_FILES_MAX });
  const has = (file: string) => {
    let v = known.get(file);
    if (v === undefined) known.set(file, (v = existsSync(file)));
    return v;
  };
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (!accept) return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = normalize(join(root, rel));
    if (!file.startsWith(root) || rel.includes('\0')) return next();
    for (const enc of ENCODINGS) {
      if (!enc.accepts.test(accept) || !has(file + enc.ext)) continue;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Content-Encoding', enc.name);
      res.type(extname(file));
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      return res.sendFile(file + enc.ext, { dotfiles: 'deny', cacheControl: false }, (err) => err && next());
    }
    next();
  };
  /** How many file checks are remembered (for the spec: bounded whatever the paths asked for). */
  return Object.assign(middleware, { rememberedFiles: () => known.size });
}
