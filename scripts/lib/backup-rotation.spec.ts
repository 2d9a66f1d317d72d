import { planRotation, tooFewObjects } from './backup-archive';

const night = (d: string) => `studio-backup-${d}T21-30-00-000Z.tar.age`;

/** Every night from `from` for `n` days. */
function nights(from: string, n: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => night(new Date(start + i * 86400e3).toISOString().slice(0, 10)));
}

describe('nightly rotation (docs/architecture.md §15)', () => {
  it('keeps the newest BACKUP_KEEP nights and the first backup of each of the newest BACKUP_KEEP_MONTHLY months', () => {
    const keys = nights('2026-06-15', 168); // 15 June to 29 November
    const { keep, remove } = planRotation(keys, 14, 3);
    expect(keep.filter((k) => !keys.slice(-14).includes(k))).toEqual([night('2026-09-01'), night('2026-10-01'), night('2026-11-01')]);
    expect(keep.length).toBe(14 + 3);
    expect(remove.length).toBe(168 - 17);
    expect(remove).toContain(night('2026-06-15')); // June's first copy is older than the newest three months
  });

  it('leaves alone what is not a backup archive (the state file, anything else)', () => {
    const { keep, remove } = planRotation(['studio-backups-state.json', 'notes.txt', ...nights('2026-11-01', 3)], 1, 0);
    expect(keep).toEqual([night('2026-11-03')]);
    expect(remove).toEqual([night('2026-11-01'), night('2026-11-02')]);
  });

  it('treats plain and encrypted archives alike', () => {
    const keys = ['studio-backup-2026-11-01T21-30-00-000Z.tar', 'studio-backup-2026-11-02T21-30-00-000Z.tar.age'];
    expect(planRotation(keys, 1, 0)).toEqual({ keep: [keys[1]], remove: [keys[0]] });
  });

  it('finds "far fewer" objects at less than half of the last good run: an emptied bucket, not a week of deletions', () => {
    const last = { key: night('2026-11-27'), at: '2026-11-27T21:40:00Z', objects: 4000 };
    expect(tooFewObjects(0, last)).toBe(true);
    expect(tooFewObjects(1999, last)).toBe(true);
    expect(tooFewObjects(2000, last)).toBe(false);
    expect(tooFewObjects(3900, last)).toBe(false);
    expect(tooFewObjects(0, undefined)).toBe(false); // the first night
  });
});
