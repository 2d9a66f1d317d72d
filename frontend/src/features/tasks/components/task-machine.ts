/**
 * The field worker's daily task (spec §4 "User Task") as a pure reducer. The page performs the
 * calls and the camera; this decides what shows next. Step marker: start | userPhoto | propertyPhoto.
 *
 * - load: check-today → with a photo and props left, straight to propertyPhoto (modal open on the
 *   first prop, user photo as the avatar); with none left, the completed state and
 *   'All properties have been photographed today. Please come back tomorrow.'
 * - start: Start Task → userPhoto (live front camera). Capture → 'Preview Photo' (Retake / Save).
 *   Saving starts the day → propertyPhoto at index 0, or 'No properties available for photography
 *   today.' and the task ends.
 * - propertyPhoto: 'Capture Photo for:' each prop, Capture → preview → Save → next index; after the
 *   last, 'All available properties have been photographed successfully!' and the completed state.
 * - Pause closes the camera/modal (paused); Resume reopens where it was; Finish (list empty) resets.
 */
import type { ImageRef } from '../../../lib/api-schema';

export type TaskStep = 'start' | 'userPhoto' | 'propertyPhoto';

export interface TaskProp {
  _id: string;
  name: string;
  image: ImageRef | null;
}

export type TaskNotice = { type: 'success' | 'error'; message: string };

export interface TaskState {
  /** Waiting for check-today (and the prop list). */
  loading: boolean;
  step: TaskStep;
  properties: TaskProp[];
  index: number;
  /** Today's selfie: the server's reference, or the local capture just saved. */
  userPhoto: ImageRef | string | null;
  /** The camera view (userPhoto) or the prop modal (propertyPhoto) is open. */
  cameraOpen: boolean;
  paused: boolean;
  completed: boolean;
  /** A capture awaiting Retake / Save Photo. */
  preview: string | null;
  saving: boolean;
  notice: TaskNotice | null;
  /** A line shown on the task screen (e.g. the completed-today explanation). */
  message: string | null;
  /** How many props the task has today, photographed or not (the server's count; 0 before the day starts). */
  propsToday: number;
  /** The task was restored from the phone (no network when the page opened). */
  fromPhone: boolean;
}

export const TEXT = {
  allDoneToday: 'All properties have been photographed today. Please come back tomorrow.',
  noneToday: 'No properties available for photography today.',
  allSaved: 'All available properties have been photographed successfully!',
  noProps: 'No properties available',
  badIndex: 'Invalid property index',
  noImage: 'Property image not found',
  fetchFailed: 'Failed to fetch photos',
  captureFailed: 'Failed to capture photo',
  saveFailed: 'Failed to save photo',
  cameraFailed: 'Failed to access camera. Please check camera permissions and try again.',
  switchFailed: 'Failed to switch camera. Please try again.',
} as const;

export const initialTaskState: TaskState = {
  loading: true,
  step: 'start',
  properties: [],
  index: 0,
  userPhoto: null,
  cameraOpen: false,
  paused: false,
  completed: false,
  preview: null,
  saving: false,
  notice: null,
  message: null,
  propsToday: 0,
  fromPhone: false,
};

export type TaskAction =
  | { type: 'loaded'; hasPhotoToday: boolean; userPhoto: ImageRef | string | null; properties: TaskProp[]; propsToday?: number; fromPhone?: boolean }
  | { type: 'loadFailed' }
  | { type: 'startTask' }
  | { type: 'captured'; dataUrl: string }
  | { type: 'captureFailed' }
  | { type: 'retake' }
  | { type: 'saveBegin' }
  | { type: 'userPhotoSaved'; userPhoto: ImageRef | string | null; properties: TaskProp[]; propsToday?: number }
  | { type: 'propPhotoSaved' }
  | { type: 'saveFailed'; message?: string }
  | { type: 'cameraFailed' }
  | { type: 'switchFailed' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'finish' }
  | { type: 'dismissNotice' };

const error = (message: string): TaskNotice => ({ type: 'error', message });

function completed(state: TaskState, message: string | null, notice: TaskNotice | null): TaskState {
  return { ...state, step: 'start', properties: [], index: 0, cameraOpen: false, paused: false, completed: true, preview: null, saving: false, message, notice };
}

export function taskReducer(state: TaskState, action: TaskAction): TaskState {
  switch (action.type) {
    case 'loaded': {
      const base = { ...state, loading: false, userPhoto: action.userPhoto, propsToday: action.propsToday ?? state.propsToday, fromPhone: !!action.fromPhone };
      if (!action.hasPhotoToday) return { ...base, step: 'start' };
      if (!action.properties.length) return completed(base, TEXT.allDoneToday, null);
      return { ...base, step: 'propertyPhoto', properties: action.properties, index: 0, cameraOpen: true, paused: false, completed: false };
    }
    case 'loadFailed':
      return { ...state, loading: false, step: 'start', notice: error(TEXT.fetchFailed) };
    case 'startTask':
      if (state.saving) return state;
      return { ...state, step: 'userPhoto', cameraOpen: true, paused: false, completed: false, preview: null, message: null };
    case 'captured':
      if (!state.cameraOpen || state.saving) return state;
      return { ...state, preview: action.dataUrl };
    case 'captureFailed':
      return { ...state, notice: error(TEXT.captureFailed) };
    case 'retake':
      if (state.saving) return state;
      return { ...state, preview: null };
    case 'saveBegin':
      if (!state.preview || state.saving) return state;
      if (state.step === 'propertyPhoto' && !state.properties[state.index]) return { ...state, notice: error(TEXT.badIndex) };
      return { ...state, saving: true };
    case 'userPhotoSaved': {
      const base = { ...state, saving: false, preview: null, userPhoto: action.userPhoto, propsToday: action.propsToday ?? state.propsToday };
      if (!action.properties.length) return completed(base, TEXT.noneToday, { type: 'error', message: TEXT.noneToday });
      return { ...base, step: 'propertyPhoto', properties: action.properties, index: 0, cameraOpen: true, paused: false };
    }
    case 'propPhotoSaved': {
      const next = state.index + 1;
      if (next >= state.properties.length) return completed({ ...state, userPhoto: state.userPhoto }, null, { type: 'success', message: TEXT.allSaved });
      return { ...state, saving: false, preview: null, index: next };
    }
    case 'saveFailed':
      return { ...state, saving: false, notice: error(action.message || TEXT.saveFailed) };
    case 'cameraFailed':
      return { ...state, notice: error(TEXT.cameraFailed) };
    case 'switchFailed':
      return { ...state, notice: error(TEXT.switchFailed) };
    case 'pause':
      if (state.saving || state.step === 'start') return state;
      return { ...state, cameraOpen: false, paused: true, preview: null };
    case 'resume':
      if (!state.paused) return state;
      if (state.step === 'propertyPhoto' && !state.properties.length) return { ...state, paused: false, notice: error(TEXT.noProps) };
      return { ...state, paused: false, cameraOpen: true };
    case 'finish':
      return { ...initialTaskState, loading: false, userPhoto: state.userPhoto, propsToday: state.propsToday };
    case 'dismissNotice':
      return { ...state, notice: null };
  }
}

/** What the screen shows, derived from the state. */
export type TaskView = 'loading' | 'start' | 'paused' | 'completed' | 'userPhoto' | 'propertyPhoto';

export function taskView(s: TaskState): TaskView {
  if (s.loading) return 'loading';
  if (s.completed) return 'completed';
  if (s.paused) return 'paused';
  if (s.cameraOpen) return s.step === 'start' ? 'start' : s.step;
  return 'start';
}

/** 'Property {n} of {total}' (the spec's words) for the open prop, n and total counted over the day. */
export function progressLabel(s: TaskState): string {
  // Counted over the whole day, so after a reload (the props already taken are no longer in the list) the counter
  // goes on where it was ('Property 3 of 4') and agrees with the props left.
  const left = s.properties.length - s.index;
  const total = Math.max(s.propsToday, s.properties.length);
  return `Property ${total - left + 1} of ${total}`;
}

/** Props still to photograph today (captured ones count as done, uploaded or not). */
export function propsLeft(s: TaskState): number {
  if (s.completed || s.step !== 'propertyPhoto') return 0;
  return Math.max(0, s.properties.length - s.index);
}

/** '3 of 8 props left today' (issue 34), once the day has started; null before. */
export function propsLeftLabel(s: TaskState): string | null {
  if (s.loading || (s.step !== 'propertyPhoto' && !s.completed)) return null;
  const left = propsLeft(s);
  const total = Math.max(s.propsToday, left);
  if (!total) return null;
  return `${left} of ${total} ${total === 1 ? 'prop' : 'props'} left today`;
}
