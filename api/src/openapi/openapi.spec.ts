import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOfflineDocument, generateFrontendTypes, serializeDocument } from './openapi-cli';
import { OPENAPI_JSON } from './openapi-options';

// The committed contract must be what the code describes: run `npm run openapi` after changing a controller, DTO or response class.
describe('OpenAPI contract', () => {
  it('openapi.json is the document the api builds (else: npm run openapi)', async () => {
    const committed = readFileSync(join(__dirname, '..', '..', '..', OPENAPI_JSON), 'utf8');
    expect(serializeDocument(await buildOfflineDocument())).toBe(committed);
  });

  it('frontend/src/lib/api-schema.ts is generated from openapi.json (else: npm run openapi)', () => {
    const result = generateFrontendTypes(true);
    expect(result.output).not.toMatch(/error/i);
    expect(result.ok).toBe(true);
  });
});
