import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Testimonial } from '../entities/testimonial.entity';
import { uuidArray, type Sql } from '../database/sql-executor';

/** The first run's testimonials (the spec's), as the seed hands them in. */
export type SeedTestimonial = Omit<Testimonial, 'id' | 'photo' | 'position' | 'bookingId' | 'galleryId' | 'createdAt' | 'updatedAt'>;

/** The one writer of `testimonials`: the admin's edits (in the request's unit of work) and the first run's seed. */
@Injectable()
export class TestimonialsRepository {
  constructor(private readonly em: EntityManager) {}

  /** In carousel order; `fresh` reads in its own context (the public cache runs outside requests). */
  list(fresh = false): Promise<Testimonial[]> {
    const em = fresh ? this.em.fork() : this.em;
    return em.find(Testimonial, {}, { populate: ['photo'], orderBy: { position: 'asc', createdAt: 'asc', id: 'asc' } });
  }

  findById(id: string): Promise<Testimonial | null> {
    return this.em.findOne(Testimonial, { id }, { populate: ['photo'] });
  }

  create(data: Omit<Testimonial, 'createdAt' | 'updatedAt'>): Testimonial {
    const t = this.em.create(Testimonial, { ...data, createdAt: new Date(), updatedAt: new Date() });
    this.em.persist(t);
    return t;
  }

  /** The first run's testimonials, in the seed's transaction (`em`: the settings row and these commit together). */
  seed(em: EntityManager, testimonials: SeedTestimonial[]): void {
    testimonials.forEach((t, position) => em.persist(em.create(Testimonial, { ...t, id: randomUUID(), photo: null, position, bookingId: null, galleryId: null, createdAt: new Date(), updatedAt: new Date() })));
  }

  /** An erasure (in its transaction): the family's own words go with the rest of what is held of them. */
  async deleteOfFamily(sql: Sql, bookingId: string | null, galleryIds: string[]): Promise<number> {
    const rows = await sql(`delete from testimonials where booking_id = ? or gallery_id = any(?::uuid[]) returning id`, [bookingId, uuidArray(galleryIds)]);
    return rows.length;
  }

  remove(t: Testimonial): void {
    this.em.remove(t);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
