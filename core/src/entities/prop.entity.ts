import { BigIntType, EntitySchema } from '@mikro-orm/core';

/** A studio prop the admin lists with a price; field workers photograph each prop daily. Money is integer paise. */
export class Prop {
  id!: string;
  name!: string;
  pricePaise!: number;
  /** Running total of calculated shares ("Earned", the spec's calculatePrice). */
  earnedPaise = 0;
  /** Studio day (yyyy-mm-dd in STUDIO_TIMEZONE) the prop was added. */
  createdDay!: string;
  imageAssetId!: string;
  createdBy: string | null = null;
  createdAt: Date = new Date();
  /** Removed by an admin: gone from today's tasks, lists and Utilize; still shown for days before `removedDay`. */
  removedAt: Date | null = null;
  /** Studio day of the removal (yyyy-mm-dd). */
  removedDay: string | null = null;
  removedBy: string | null = null;
}

export const PropSchema = new EntitySchema<Prop>({
  class: Prop,
  tableName: 'props',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: 200 },
    // bigint in the database, a JS number here: paise stay exact far beyond any studio's totals (2^53).
    pricePaise: { type: new BigIntType('number') },
    earnedPaise: { type: new BigIntType('number'), default: 0 },
    createdDay: { type: 'date' },
    imageAssetId: { type: 'uuid' },
    createdBy: { type: 'uuid', nullable: true },
    createdAt: { type: 'Date', onCreate: () => new Date() },
    removedAt: { type: 'Date', nullable: true },
    removedDay: { type: 'date', nullable: true },
    removedBy: { type: 'uuid', nullable: true },
  },
});
