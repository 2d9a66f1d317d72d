import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '@studio/core/config/app-config';
import type { Prop } from '@studio/core/entities/prop.entity';
import type { ImageRef } from '@studio/core/images/image-ref';
import { InjectConfig } from '@studio/core/nest/core.module';
import { isIsoDay } from '@studio/core/time/studio-day';
import { ImageUploadService } from '@studio/core/images/image-upload.service';
import { ImagesService } from '@studio/core/images/images.service';
import type { CreatePropDto } from './create-prop.dto';
import type { UpdatePropDto } from './update-prop.dto';
import { rupeesToPaise } from './price-sharing.util';
import { toPropView, type PropView } from './prop-view';
import { PropsRepository } from './props.repository';
import { StudioClock } from './studio-clock.service';

/** A field worker's photo, labelled with the worker (View Prop). */
export interface WorkerPhotoView {
  image: ImageRef | null;
  userId: string;
  username: string;
  takenAt: string;
}

export interface PropDayView {
  propertyId: string;
  name: string;
  date: string;
  price: number;
  adminImage: ImageRef | null;
  userUplodedImages: WorkerPhotoView[];
}

export interface PropsDayPage {
  Total_properties: number;
  hasMore: boolean;
  currentPage: number;
  selectedDate: string;
  responseData: PropDayView[];
  userPhoto: WorkerPhotoView[];
}

/** Upper bound of the unpaged list (Utilize): a studio has dozens of props, this only stops a runaway answer. */
const PLAIN_LIST_CAP = 1000;

@Injectable()
export class PropsService {
  constructor(
    private readonly repo: PropsRepository,
    private readonly uploads: ImageUploadService,
    private readonly images: ImagesService,
    private readonly clock: StudioClock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private checkName(name: string) {
    const lower = name.toLowerCase();
    if (this.config.forbiddenPropNames.some((bad) => lower.includes(bad))) throw new BadRequestException('Invalid property name');
  }

  private toPaise(price: number): number {
    const pricePaise = rupeesToPaise(price);
    if (pricePaise === null || pricePaise <= 0) {
      throw new BadRequestException({ message: 'Price must be a valid number', fields: { price: 'Price must be a valid number' } });
    }
    return pricePaise;
  }

  async create(dto: CreatePropDto, createdBy: string): Promise<PropView> {
    this.checkName(dto.name);
    const pricePaise = this.toPaise(dto.price);
    // Validation first, upload last: a refused prop leaves no stored original behind.
    const asset = await this.uploads.fromDataUrl(dto.image, 'prop', createdBy);
    const prop = await this.repo.create({
      id: randomUUID(),
      name: dto.name,
      pricePaise,
      earnedPaise: 0,
      createdDay: this.clock.today(),
      imageAssetId: asset.id,
      createdBy,
      createdAt: new Date(),
      removedAt: null,
      removedDay: null,
      removedBy: null,
    });
    return toPropView(prop, this.images.toRef(asset));
  }

  /**
   * PATCH /api/props/:id: a typo or a price fixed at once everywhere (tasks, Utilize, lists). Earned so far and the
   * price calculations already made keep the amounts they were made with; a new photo replaces the old one.
   */
  async update(id: string, dto: UpdatePropDto, userId: string): Promise<PropView> {
    const prop = await this.repo.findLive(id);
    if (!prop) throw new NotFoundException('Property not found');
    if (dto.name !== undefined) this.checkName(dto.name);
    const pricePaise = dto.price !== undefined ? this.toPaise(dto.price) : undefined;
    // Validation first, upload last: a refused change leaves no stored original behind.
    const asset = dto.image !== undefined ? await this.uploads.fromDataUrl(dto.image, 'prop', userId) : undefined;
    const oldAssetId = prop.imageAssetId;
    if (dto.name !== undefined) prop.name = dto.name;
    if (pricePaise !== undefined) prop.pricePaise = pricePaise;
    if (asset) prop.imageAssetId = asset.id;
    await this.repo.save();
    if (asset) {
      const old = await this.repo.findAsset(oldAssetId);
      if (old) await this.images.remove(old);
    }
    return (await this.views([prop]))[0];
  }

  /**
   * DELETE /api/props/:id (soft): gone from today's tasks, lists and Utilize at once; View Prop still shows it, with
   * its photos, for the days before today, and its price and earnings stay in the database and the calculations.
   */
  async remove(id: string, userId: string): Promise<void> {
    if (!(await this.repo.softRemove(id, this.clock.today(), userId))) throw new NotFoundException('Property not found');
  }

  /** Newest first; search matches the name (substring, any case) or the price as typed (prefix of e.g. "1250.50"). */
  async list(search: string | undefined, page: number | undefined, limit = 10, includeRemoved = false) {
    const term = (search ?? '').trim();
    const paged = page !== undefined;
    const take = paged ? limit + 1 : PLAIN_LIST_CAP;
    const offset = paged ? (page - 1) * limit : 0;

    const priceTerm = term.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
    const ids = await this.repo.searchIds({
      name: term || null,
      pricePrefix: term && /^\d+(\.\d{0,2})?$/.test(priceTerm) ? priceTerm : null,
      includeRemoved,
      take,
      offset,
    });
    const hasMore = paged && ids.length > limit;
    const pageIds = hasMore ? ids.slice(0, limit) : ids;
    const props = await this.findByIdsInOrder(pageIds);
    const views = await this.views(props);
    return paged ? { data: views, hasMore, currentPage: page } : views;
  }

  /** View Prop: props created on or before the day, each with the workers' photos of it that day, and that day's selfies. */
  async fetchDay(selectedDate: string, page: number, limit: number): Promise<PropsDayPage> {
    if (!isIsoDay(selectedDate)) throw new BadRequestException({ message: 'Date must be yyyy-mm-dd', fields: { selectedDate: 'Date must be yyyy-mm-dd' } });
    if (selectedDate > this.clock.today()) {
      throw new BadRequestException({ message: 'Date cannot be later than today', fields: { selectedDate: 'Date cannot be later than today' } });
    }
    const [props, total] = await this.repo.ofDay(selectedDate, limit, (page - 1) * limit);
    const [photos, selfies] = await Promise.all([
      this.repo.photosOfDay(
        selectedDate,
        props.map((p) => p.id),
      ),
      this.repo.selfiesOfDay(selectedDate),
    ]);
    const usernames = await this.repo.usernames([...new Set([...photos, ...selfies].map((p) => p.userId))]);
    const refs = await this.refs([...props.map((p) => p.imageAssetId), ...photos.map((p) => p.imageAssetId), ...selfies.map((s) => s.imageAssetId)]);

    const label = (p: { userId: string; imageAssetId: string; takenAt: Date }): WorkerPhotoView => ({
      image: refs.get(p.imageAssetId) ?? null,
      userId: p.userId,
      username: usernames.get(p.userId) ?? 'unknown',
      takenAt: new Date(p.takenAt).toISOString(),
    });
    const byProp = new Map<string, WorkerPhotoView[]>();
    for (const photo of photos) byProp.set(photo.propId, [...(byProp.get(photo.propId) ?? []), label(photo)]);

    return {
      Total_properties: total,
      hasMore: page * limit < total,
      currentPage: page,
      selectedDate,
      responseData: props.map((p) => {
        const v = toPropView(p, refs.get(p.imageAssetId) ?? null);
        return { propertyId: p.id, name: p.name, date: v.date, price: v.price, adminImage: v.image, userUplodedImages: byProp.get(p.id) ?? [] };
      }),
      userPhoto: selfies.map(label),
    };
  }

  /** Props as clients read them, with image refs, in the order given. */
  async views(props: Prop[]): Promise<PropView[]> {
    const refs = await this.refs(props.map((p) => p.imageAssetId));
    return props.map((p) => toPropView(p, refs.get(p.imageAssetId) ?? null));
  }

  /** Fresh rows (another request may have changed Earned), in the order of ids. */
  async findByIdsInOrder(ids: string[]): Promise<Prop[]> {
    if (!ids.length) return [];
    const props = await this.repo.findByIds(ids);
    const byId = new Map(props.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Prop => !!p);
  }

  async refs(assetIds: string[]): Promise<Map<string, ImageRef>> {
    const ids = [...new Set(assetIds)];
    if (!ids.length) return new Map();
    const assets = await this.repo.assets(ids);
    return new Map(assets.map((a) => [a.id, this.images.toRef(a)]));
  }
}
