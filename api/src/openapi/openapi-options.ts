/** Where `npm run openapi` writes, and how the frontend's types are generated (shared with the staleness test). */
export const OPENAPI_JSON = 'openapi.json';
export const FRONTEND_SCHEMA = 'frontend/src/lib/api-schema.ts';
/**
 * openapi-typescript flags: schemas also exported at the root under their own names (`ImageRef`, `GalleryPage`...);
 * a field with a `default` stays optional (only request DTOs have defaults: the server fills them when left out).
 */
export const OPENAPI_TS_FLAGS = ['--root-types', '--root-types-no-schema-prefix', '--root-types-keep-casing', '--default-non-nullable=false'];
