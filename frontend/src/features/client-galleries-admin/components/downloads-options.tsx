import type { Downloads } from '../api/client-galleries-admin-types';

/** What a family may download, in the words both the new-gallery form and a gallery's settings show. */
export const DOWNLOADS: ReadonlyArray<[Downloads, string]> = [
  ['none', 'None'],
  ['web', 'Web size'],
  ['original', 'Web size and originals'],
];

/** The options of a Downloads select. */
export function DownloadsOptions() {
  return DOWNLOADS.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
