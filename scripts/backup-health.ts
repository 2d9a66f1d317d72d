// `health STATUS_FILE` in the backup image (compose's healthcheck): exit 0 when the last good backup is less than 26
// hours old, 1 otherwise (no good backup yet included), with one line saying which.
import { backupHealth } from './lib/backup-status';

const file = process.argv[2];
if (!file) {
  console.error('usage: health STATUS_FILE');
  process.exit(2);
}
const { healthy, message } = backupHealth(file);
(healthy ? console.log : console.error)(message);
process.exit(healthy ? 0 : 1);
