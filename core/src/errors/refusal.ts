/** What kind of no a refusal is; the api answers each with its HTTP status (api/src/common/http-exception.filter.ts). */
export type RefusalKind = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'unsupported';

/**
 * The domain's "no" to bad input (an upload that is not an image, a duplicate, a retry of a photo that did not
 * fail): core says what and why in the words the client sees, the api turns it into HTTP. `details` are extra
 * fields of the answer (e.g. the id of the photo a duplicate repeats).
 */
export class Refusal extends Error {
  override name = 'Refusal';

  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
