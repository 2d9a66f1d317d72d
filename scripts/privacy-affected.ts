// `npm run privacy:affected -- --from 2026-11-28T22:00 --to 2026-11-29T06:00 [--json]`: the families and enquirers
// whose data a window of time touched (rows written, photos uploaded, staff reads), with the contact details the
// 72-hour breach notice needs (docs/operations.md, "A breach"). Reads DATABASE_URL like the api; writes nothing.
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../core/src/config/app-config';
import { ormConfig } from '../core/src/database/orm-config';
import { AffectedFamiliesRepository } from '../core/src/privacy/affected-families.repository';

function when(name: string, value: string | undefined): Date {
  const d = value ? new Date(value) : new Date(NaN);
  if (!value || Number.isNaN(d.getTime())) throw new Error(`--${name} must be a date or date-time (ISO 8601), e.g. 2026-11-29T06:00+05:30`);
  return d;
}

async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean', default: false } } });
  const from = when('from', values.from);
  const to = when('to', values.to);
  if (to <= from) throw new Error('--to must be after --from');
  const config = loadConfig();
  const orm = await MikroORM.init(ormConfig(config.databaseUrl));
  try {
    const result = await new AffectedFamiliesRepository(orm).between(from, to);
    if (values.json) {
      console.log(JSON.stringify({ from: from.toISOString(), to: to.toISOString(), ...result }, null, 2));
      return;
    }
    console.log(`Window ${from.toISOString()} .. ${to.toISOString()}`);
    console.log(`\nFamilies (${result.families.length}):`);
    for (const f of result.families) console.log(`  ${f.family}\t${f.name}\t${f.phone ?? '-'}\t${f.email ?? '-'}\t${f.touched.join(', ')}`);
    console.log(`\nEnquirers (${result.enquirers.length}):`);
    for (const e of result.enquirers) console.log(`  ${e.name}\t${e.phone}\t${e.email}\t${e.touched.join(', ')}`);
  } finally {
    await orm.close();
  }
}

main().catch((e) => {
  console.error((e as Error).message);
  process.exit(1);
});
