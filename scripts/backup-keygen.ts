// `npm run backup:keygen`: a new age identity for backups. The identity file goes to stdout (save it, e.g.
// `npm run --silent backup:keygen > studio-backup.key`, and keep it OFF the server: a password manager, a USB key in
// the studio's safe); its recipient goes into .env as BACKUP_AGE_RECIPIENT. docs/operations.md#encryption.
import { generateKeyPair, identityFileText } from './lib/backup-crypto';
import { runCli } from './lib/backup-cli';

runCli(async () => {
  const pair = await generateKeyPair();
  process.stdout.write(identityFileText(pair));
  console.error(
    `\nThe lines above are the identity: whoever holds them can read every backup, and without them no backup can be restored.\n` +
      `Keep it off the server, in two places. Put this line into .env on the server:\n\n  BACKUP_AGE_RECIPIENT=${pair.recipient}\n`,
  );
});
