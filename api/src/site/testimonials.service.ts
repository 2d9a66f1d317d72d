import { Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Testimonial } from '@studio/core/entities/testimonial.entity';
import type { ImageAsset } from '@studio/core/entities/image-asset.entity';
import type { AuthUser } from '../auth/auth.decorators';
import { ImageUploadService } from '@studio/core/images/image-upload.service';
import { ImagesService } from '@studio/core/images/images.service';
import type { CreateTestimonialDto, UpdateTestimonialDto } from './testimonial.dto';
import { SiteFreshness } from './site-freshness.service';
import { SiteSettingsRepository } from '@studio/core/site/site-settings.repository';
import { TestimonialsRepository } from '@studio/core/site/testimonials.repository';
import { TestimonialConsent, type TestimonialLink } from '@studio/core/privacy/testimonial-consent';
import { toAdminTestimonialViews, toTestimonialView, type TestimonialView } from './site-view';

type Field = 'name' | 'role' | 'location' | 'dateText' | 'quote' | 'rating';
const FIELDS: Array<[Field, keyof UpdateTestimonialDto]> = [
  ['name', 'name'],
  ['role', 'role'],
  ['location', 'location'],
  ['dateText', 'date'],
  ['quote', 'quote'],
  ['rating', 'rating'],
];

/** Admins' testimonials: add, edit, reorder, remove; a photo goes through the image pipeline. */
@Injectable()
export class TestimonialsService {
  constructor(
    private readonly repo: TestimonialsRepository,
    private readonly changes: SiteSettingsRepository,
    private readonly uploads: ImageUploadService,
    private readonly images: ImagesService,
    private readonly freshness: SiteFreshness,
    private readonly consent: TestimonialConsent,
  ) {}

  async list(): Promise<{ items: TestimonialView[] }> {
    return { items: await toAdminTestimonialViews(await this.repo.list(), (t) => this.consent.mayShow(t)) };
  }

  async create(dto: CreateTestimonialDto, user: AuthUser): Promise<TestimonialView> {
    const link = { bookingId: dto.bookingId ?? null, galleryId: dto.galleryId ?? null };
    await this.consent.assertMayShow(link);
    const photo = dto.photo ? await this.uploads.fromDataUrl(dto.photo, 'testimonial', user.id) : null;
    const all = await this.repo.list();
    const t = this.repo.create({
      id: randomUUID(),
      name: dto.name,
      role: dto.role,
      location: dto.location,
      dateText: dto.date,
      quote: dto.quote,
      rating: dto.rating,
      photo,
      avatarUrl: null,
      position: all.length,
      ...link,
    });
    renumber(all, t, dto.order ?? all.length);
    this.changes.recordChange({
      subject: 'testimonial',
      subjectId: t.id,
      action: 'create',
      user,
      changes: { ...Object.fromEntries(FIELDS.map(([f, k]) => [k, { from: null, to: t[f] }])), ...linkChange(null, t) },
    });
    await this.repo.flush();
    await this.freshness.changed();
    return toTestimonialView(t, true, true);
  }

  async update(id: string, dto: UpdateTestimonialDto, user: AuthUser): Promise<TestimonialView> {
    const all = await this.repo.list();
    const t = all.find((x) => x.id === id);
    if (!t) throw new NotFoundException('Testimonial not found');
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const [field, key] of FIELDS) {
      const value = dto[key];
      if (value === undefined || value === t[field]) continue;
      changes[key] = { from: t[field], to: value };
      (t as unknown as Record<string, unknown>)[field] = value;
    }
    if (dto.bookingId !== undefined || dto.galleryId !== undefined) {
      // The family is replaced by what is given (one of the two, or neither to unlink).
      const link = { bookingId: dto.bookingId ?? null, galleryId: dto.galleryId ?? null };
      if (link.bookingId !== t.bookingId || link.galleryId !== t.galleryId) {
        await this.consent.assertMayShow(link);
        Object.assign(changes, linkChange(t, link));
        Object.assign(t, link);
      }
    }
    let oldPhoto: ImageAsset | null = null;
    if (dto.photo !== undefined) {
      oldPhoto = t.photo;
      t.photo = dto.photo === null ? null : await this.uploads.fromDataUrl(dto.photo, 'testimonial', user.id);
      if (dto.photo === null) t.avatarUrl = null;
      changes.photo = { from: oldPhoto?.id ?? null, to: t.photo?.id ?? null };
    }
    if (dto.order !== undefined && dto.order !== all.indexOf(t)) {
      changes.order = { from: all.indexOf(t), to: dto.order };
      renumber(all, t, dto.order);
    }
    if (Object.keys(changes).length) {
      this.changes.recordChange({ subject: 'testimonial', subjectId: t.id, action: 'update', user, changes });
      await this.repo.flush();
      await this.freshness.changed();
    }
    if (oldPhoto && oldPhoto !== t.photo) await this.images.remove(oldPhoto);
    return toTestimonialView(t, true, await this.consent.mayShow(t));
  }

  async remove(id: string, user: AuthUser): Promise<void> {
    const all = await this.repo.list();
    const t = all.find((x) => x.id === id);
    if (!t) throw new NotFoundException('Testimonial not found');
    const photo = t.photo;
    this.repo.remove(t);
    all.filter((x) => x !== t).forEach((x, i) => (x.position = i));
    this.changes.recordChange({
      subject: 'testimonial',
      subjectId: t.id,
      action: 'delete',
      user,
      changes: Object.fromEntries(FIELDS.map(([f, k]) => [k, { from: t[f], to: null }])),
    });
    await this.repo.flush();
    await this.freshness.changed();
    if (photo) await this.images.remove(photo);
  }
}

/** Puts `moved` at `index` (clamped) among `others` (in order) and numbers them all 0..n-1. */
function renumber(others: Testimonial[], moved: Testimonial, index: number) {
  const list = others.filter((x) => x !== moved);
  list.splice(Math.max(0, Math.min(index, list.length)), 0, moved);
  list.forEach((x, i) => (x.position = i));
}

/** The change record's entries for a new family link (only what differs). */
function linkChange(from: TestimonialLink | null, to: TestimonialLink): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const k of ['bookingId', 'galleryId'] as const) if ((from?.[k] ?? null) !== to[k]) out[k] = { from: from?.[k] ?? null, to: to[k] };
  return out;
}
