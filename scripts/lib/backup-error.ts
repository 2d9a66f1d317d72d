/** A refusal or failure to show as it is (no stack): damaged archive, wrong key, non-empty target, pg_dump missing. */
export class BackupError extends Error {
  override name = 'BackupError';
}
