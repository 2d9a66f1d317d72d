/** POST /api/themes/add (admin), multipart: title, image, isPremium -> 201 { error, message, theme }. */
import { ApiError } from '../../../lib/api-client';
import type { AddThemeDto } from '../../../lib/api-schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const ADD_THEME_PATH = '/api/themes/add';

/** Multipart: the picture goes as a file part (`image`), not the DTO's data-URL; the form always says isPremium. */
export type AddThemeInput = Pick<AddThemeDto, 'title'> & Required<Pick<AddThemeDto, 'isPremium'>> & { image: File };

export type AddThemeResult = { ok: true; message?: string } | { ok: false; message?: string };

export async function addTheme(input: AddThemeInput, onProgress?: (fraction: number) => void): Promise<AddThemeResult> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('isPremium', String(input.isPremium));
  form.append('image', input.image, input.image.name);
  try {
    const res = await uploadWithProgress<{ message?: string }>(ADD_THEME_PATH, form, {
      onProgress: (loaded, total) => onProgress?.(total ? loaded / total : 0),
    });
    if (res.status === 201 || res.ok) return { ok: true, message: res.data?.message };
    return { ok: false, message: res.data?.message };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : undefined };
  }
}
