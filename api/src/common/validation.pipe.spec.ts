import 'reflect-metadata';
import { BadRequestException } from '@nestjs/common';
import { GalleryListQueryDto } from '../gallery/gallery.dto';
import { createValidationPipe } from './validation.pipe';

const asQuery = { type: 'query' as const, metatype: GalleryListQueryDto, data: '' };

describe('global validation pipe: remembered query DTOs', () => {
  it('gives each caller its own validated copy of a query seen before', async () => {
    const pipe = createValidationPipe();
    const first = (await pipe.transform({ page: '2', limit: '5', category: ' Newborn ' }, asQuery)) as GalleryListQueryDto;
    expect(first).toBeInstanceOf(GalleryListQueryDto);
    expect(first).toEqual(Object.assign(new GalleryListQueryDto(), { page: 2, limit: 5, category: 'Newborn' }));
    first.page = 99; // a caller changing its copy changes nobody else's
    const second = (await pipe.transform({ page: '2', limit: '5', category: ' Newborn ' }, asQuery)) as GalleryListQueryDto;
    expect(second).not.toBe(first);
    expect(second).toBeInstanceOf(GalleryListQueryDto);
    expect(second.page).toBe(2);
  });

  it('refuses an invalid query every time (failures are not remembered)', async () => {
    const pipe = createValidationPipe();
    for (let i = 0; i < 2; i++) {
      await expect(pipe.transform({ page: '0' }, asQuery)).rejects.toBeInstanceOf(BadRequestException);
      await expect(pipe.transform({ nope: '1' }, asQuery)).rejects.toBeInstanceOf(BadRequestException);
    }
  });

  it('still refuses NUL characters before anything else', async () => {
    const pipe = createValidationPipe();
    await pipe.transform({ category: 'ok' }, asQuery);
    await expect(pipe.transform({ category: 'a\u0000b' }, asQuery)).rejects.toBeInstanceOf(BadRequestException);
  });
});
