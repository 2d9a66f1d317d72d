/** Wire types of the client galleries' admin API (docs/architecture.md §12), from the generated OpenAPI schema. */
import type { AdminClientGallery } from '../../../lib/api-schema';

export type { AdminClientGallery };
export type Downloads = AdminClientGallery['downloads'];

/** What the admin's forms say when no answer came. */
export const NO_CONNECTION = 'No connection. Please try again.';
