import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { loadConfig } from '@studio/core/config/app-config';
import { AppModule } from '../app.module';
import { buildOpenApiDocument } from './openapi-document';
import { FRONTEND_SCHEMA, OPENAPI_JSON, OPENAPI_TS_FLAGS } from './openapi-options';

const ROOT = join(__dirname, '..', '..', '..');

/** The document, built in Nest's preview mode: the module graph without instantiating providers (no database, Redis or S3). */
export async function buildOfflineDocument(): Promise<OpenAPIObject> {
  // A fixed environment, so the document never depends on the machine.
  const config = loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:1' });
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

export const serializeDocument = (doc: OpenAPIObject) => `${JSON.stringify(doc, null, 2)}\n`;

/** Runs openapi-typescript over the committed document; `check` only compares (exit status 1 when stale). */
export function generateFrontendTypes(check = false): { ok: boolean; output: string } {
  const bin = join(ROOT, 'node_modules', '.bin', 'openapi-typescript');
  const r = spawnSync(bin, [OPENAPI_JSON, '-o', FRONTEND_SCHEMA, ...OPENAPI_TS_FLAGS, ...(check ? ['--check'] : [])], { cwd: ROOT, encoding: 'utf8' });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}`.trim() };
}

// `npm run openapi`: openapi.json at the repo root, then frontend/src/lib/api-schema.ts from it.
if (require.main === module) {
  buildOfflineDocument()
    .then((doc) => {
      writeFileSync(join(ROOT, OPENAPI_JSON), serializeDocument(doc));
      console.log(`wrote ${OPENAPI_JSON} (${Object.keys(doc.paths).length} paths, ${Object.keys(doc.components?.schemas ?? {}).length} schemas)`);
      const types = generateFrontendTypes();
      console.log(types.output);
      if (!types.ok) process.exit(1);
    })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
