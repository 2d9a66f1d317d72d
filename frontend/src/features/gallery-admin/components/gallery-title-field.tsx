/**
 * Title of the Add Gallery form (spec §2): a dropdown of existing titles with 'Select a title'
 * and 'Other (Add new title)', the latter revealing a text input; a plain input when no titles exist.
 */
import { TITLE_MAX } from '@studio/rules/field-rules';
import { useGalleryTitles } from '../api/get-gallery-titles';

export const OTHER = '__other__';

export interface TitleValue {
  choice: string;
  custom: string;
}

export function resolveTitle(v: TitleValue, hasTitles: boolean): string {
  if (!hasTitles || v.choice === OTHER) return v.custom.trim();
  return v.choice.trim();
}

export function useTitleOptions() {
  const { data, error, isLoading } = useGalleryTitles();
  return { titles: data ?? [], loading: isLoading && !error };
}

export function GalleryTitleField({ value, onChange, titles, loading }: { value: TitleValue; onChange: (v: TitleValue) => void; titles: string[]; loading: boolean }) {
  if (loading) {
    return (
      <div className="field">
        <label htmlFor="gallery-title">Title</label>
        <select id="gallery-title" disabled>
          <option>Loading titles...</option>
        </select>
      </div>
    );
  }
  if (!titles.length) {
    return (
      <div className="field">
        <label htmlFor="gallery-title">Title</label>
        <input id="gallery-title" name="title" maxLength={TITLE_MAX} value={value.custom} onChange={(e) => onChange({ ...value, custom: e.target.value })} />
      </div>
    );
  }
  return (
    <>
      <div className="field">
        <label htmlFor="gallery-title">Title</label>
        <select id="gallery-title" name="title" value={value.choice} onChange={(e) => onChange({ ...value, choice: e.target.value })}>
          <option value="">Select a title</option>
          {titles.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
          <option value={OTHER}>Other (Add new title)</option>
        </select>
      </div>
      {value.choice === OTHER ? (
        <div className="field">
          <label htmlFor="gallery-title-new">New title</label>
          {/* Shown only when the person picks "Other": focus follows their own choice to the field it revealed. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <input id="gallery-title-new" name="newTitle" maxLength={TITLE_MAX} autoFocus value={value.custom} onChange={(e) => onChange({ ...value, custom: e.target.value })} />
        </div>
      ) : null}
    </>
  );
}
