/** POST /api/themes/add (admin), multipart: title, image, isPremium, sourceStatement -> 201 { error, message, theme }. */
import type { ApiResult } from '../../../lib/api-result';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { AddThemeDto, paths } from '../../../lib/api-schema';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const ADD_THEME_PATH = '/api/themes/add' satisfies keyof paths;

/** Multipart: the picture goes as a file part (`image`), not the DTO's data-URL; the form always says isPremium. */
export type AddThemeInput = Pick<AddThemeDto, 'title' | 'sourceStatement'> & Required<Pick<AddThemeDto, 'isPremium'>> & { image: File };

/** Its data: the server's success message, if any. The page says 'Error adding theme', with the server's message if any. */
export async function addTheme(input: AddThemeInput, onProgress?: (fraction: number) => void): Promise<ApiResult<string | undefined>> {
  const form = new FormData();
  form.append('title', input.title);
  form.append('isPremium', String(input.isPremium));
  if (input.sourceStatement) form.append('sourceStatement', input.sourceStatement);
  form.append('image', input.image, input.image.name);
  try {
    const res = await uploadWithProgress(ADD_THEME_PATH, form, {
      onProgress: (loaded, total) => onProgress?.(total ? loaded / total : 0),
    });
    // 201 ThemeAdded or an ApiError: both carry a message.
    const message = errorMessage(res.data);
    return res.ok ? { ok: true, status: res.status, data: message } : { ok: false, status: res.status, message: message ?? '' };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : '' };
  }
}
