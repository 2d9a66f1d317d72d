import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Testimonial } from '@studio/core/entities/testimonial.entity';

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

  remove(t: Testimonial): void {
    this.em.remove(t);
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
