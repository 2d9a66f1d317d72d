import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { BookingSettingsRepository } from '@studio/core/bookings/booking-settings.repository';
import { SiteFreshness } from '../site/site-freshness.service';
import { BookingPackagesRepository, type PackageFields } from './booking-packages.repository';
import { PACKAGE_MESSAGES as M, type CreatePackageDto, type UpdatePackageDto } from './booking-package.dto';
import { toPackageView } from './bookings.service';

const bad = (message: string, field: string) => new BadRequestException({ message, fields: { [field]: message } });

/** Admin packages (docs/architecture.md §13): validated against the slot grid and the price. */
@Injectable()
export class BookingPackagesService {
  constructor(
    private readonly packages: BookingPackagesRepository,
    private readonly settings: BookingSettingsRepository,
    private readonly freshness: SiteFreshness,
  ) {}

  async list() {
    return { items: (await this.packages.list(false)).map((p) => toPackageView(p, true)) };
  }

  private async check(next: Omit<PackageFields, 'order'>, durationChanged: boolean, imageChanged: boolean): Promise<void> {
    if (next.advancePaise > next.pricePaise) throw bad(M.advancePaise, 'advancePaise');
    if (durationChanged) {
      const { booking } = await this.settings.read();
      if (next.durationMinutes % booking.slotMinutes !== 0) throw bad(M.durationGrid(booking.slotMinutes), 'durationMinutes');
    }
    if (imageChanged && next.imageId && !(await this.packages.imageExists(next.imageId))) throw bad(M.imageId, 'imageId');
  }

  async create(dto: CreatePackageDto) {
    const fields: PackageFields = {
      name: dto.name,
      kind: dto.kind,
      description: dto.description ?? '',
      durationMinutes: dto.durationMinutes,
      pricePaise: dto.pricePaise,
      advancePaise: dto.advancePaise,
      active: dto.active ?? true,
      order: dto.order ?? (await this.packages.nextPosition()),
      imageId: dto.imageId ?? null,
    };
    await this.check(fields, true, true);
    const id = await this.packages.create(fields);
    await this.freshness.changed();
    return { package: toPackageView((await this.packages.get(id))!, true) };
  }

  async update(id: string, dto: UpdatePackageDto) {
    const current = await this.packages.get(id);
    if (!current) throw new NotFoundException(M.notFound);
    const patch: Partial<PackageFields> = { ...dto };
    const next = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) } as PackageFields;
    await this.check(next, dto.durationMinutes !== undefined && dto.durationMinutes !== current.durationMinutes, dto.imageId !== undefined);
    await this.packages.update(id, patch);
    await this.freshness.changed();
    return { package: toPackageView((await this.packages.get(id))!, true) };
  }

  async remove(id: string): Promise<void> {
    if (!(await this.packages.delete(id))) throw new NotFoundException(M.notFound);
    await this.freshness.changed();
  }
}
