import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { PackageKind } from '@studio/core/bookings/booking-row';
import type { ImageRefSource } from '@studio/core/images/image-ref';

export interface PackageRow {
  id: string;
  name: string;
  kind: PackageKind;
  description: string;
  durationMinutes: number;
  pricePaise: number;
  advancePaise: number;
  active: boolean;
  order: number;
  imageId: string | null;
  image: ImageRefSource | null;
}

export type PackageFields = Omit<PackageRow, 'id' | 'image'>;

const COLUMNS = `p.id, p.name, p.kind, p.description, p.duration_minutes as "durationMinutes", p.price_paise as "pricePaise",
  p.advance_paise as "advancePaise", p.active, p.position as "order", p.image_asset_id as "imageId",
  a.status as "imageStatus", a.width as "imageWidth", a.height as "imageHeight", a.placeholder as "imagePlaceholder",
  a.variants as "imageVariants", a.error as "imageError"`;

const FIELD_COLUMNS: Record<keyof PackageFields, string> = {
  name: 'name',
  kind: 'kind',
  description: 'description',
  durationMinutes: 'duration_minutes',
  pricePaise: 'price_paise',
  advancePaise: 'advance_paise',
  active: 'active',
  order: 'position',
  imageId: 'image_asset_id',
};

function toRow(r: Record<string, unknown>): PackageRow {
  const image: ImageRefSource | null = r.imageId
    ? {
        id: r.imageId as string,
        status: r.imageStatus as ImageRefSource['status'],
        width: r.imageWidth as number | null,
        height: r.imageHeight as number | null,
        placeholder: r.imagePlaceholder as string | null,
        variants: (typeof r.imageVariants === 'string' ? JSON.parse(r.imageVariants) : r.imageVariants) as ImageRefSource['variants'],
        error: r.imageError as string | null,
      }
    : null;
  return {
    id: r.id as string,
    name: r.name as string,
    kind: r.kind as PackageKind,
    description: r.description as string,
    durationMinutes: Number(r.durationMinutes),
    pricePaise: Number(r.pricePaise),
    advancePaise: Number(r.advancePaise),
    active: Boolean(r.active),
    order: Number(r.order),
    imageId: (r.imageId as string | null) ?? null,
    image,
  };
}

/** booking_packages (with each one's photo). */
@Injectable()
export class BookingPackagesRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(query, params, 'all');
  }

  async list(activeOnly: boolean): Promise<PackageRow[]> {
    const rows = await this.sql(
      `select ${COLUMNS} from booking_packages p left join image_assets a on a.id = p.image_asset_id
        ${activeOnly ? 'where p.active' : ''} order by p.position, p.created_at`,
    );
    return rows.map(toRow);
  }

  async get(id: string): Promise<PackageRow | null> {
    const rows = await this.sql(`select ${COLUMNS} from booking_packages p left join image_assets a on a.id = p.image_asset_id where p.id = ?`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async imageExists(id: string): Promise<boolean> {
    return (await this.sql(`select 1 from image_assets where id = ?`, [id])).length > 0;
  }

  async create(f: PackageFields): Promise<string> {
    const id = randomUUID();
    const cols = Object.keys(FIELD_COLUMNS) as (keyof PackageFields)[];
    await this.sql(
      `insert into booking_packages (id, ${cols.map((c) => FIELD_COLUMNS[c]).join(', ')}) values (?, ${cols.map(() => '?').join(', ')})`,
      [id, ...cols.map((c) => f[c])],
    );
    return id;
  }

  async update(id: string, f: Partial<PackageFields>): Promise<boolean> {
    const cols = (Object.keys(f) as (keyof PackageFields)[]).filter((c) => f[c] !== undefined && FIELD_COLUMNS[c]);
    if (!cols.length) return (await this.sql(`select 1 from booking_packages where id = ?`, [id])).length > 0;
    const rows = await this.sql(
      `update booking_packages set ${cols.map((c) => `${FIELD_COLUMNS[c]} = ?`).join(', ')}, updated_at = now() where id = ? returning id`,
      [...cols.map((c) => f[c]), id],
    );
    return rows.length > 0;
  }

  async nextPosition(): Promise<number> {
    const rows = await this.sql<{ n: number | null }>(`select max(position) + 1 as n from booking_packages`);
    return Number(rows[0]?.n ?? 0);
  }

  async delete(id: string): Promise<boolean> {
    return (await this.sql(`delete from booking_packages where id = ? returning id`, [id])).length > 0;
  }
}
