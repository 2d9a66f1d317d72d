/**
 * /user/task (spec §4 "User Task"): the day's selfie, then one photo of each remaining prop.
 * The state machine is `taskReducer`; this page runs the calls and the camera.
 *
 * Offline (docs/architecture.md §14): the selfie starts the day on the server, so it needs a network; then each
 * prop photo is written to the phone (IndexedDB, with a captureId) and the upload queue sends it when it can. The
 * day's props, the selfie and the reference images are kept on the phone, so a reload without a network shows
 * the task where it was (props already captured are done, uploaded or not).
 */
import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Dialog } from '../../../components/ui/dialog';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { useRemainingProps } from '../api/get-remaining-props';
import { useTaskToday } from '../api/get-task-today';
import { NEEDS_NETWORK, startTask } from '../api/post-start-task';
import { fetchBlob } from '../../../lib/fetch-blob';
import { CameraPanel } from '../components/camera-panel';
import { dismissRefused, keepReferenceImages, loadTaskSnapshot, saveTaskSnapshot, StorageFullError, waitingCaptures } from '../components/capture-store';
import { initialTaskState, progressLabel, propsLeftLabel, taskReducer, taskView, TEXT, type TaskProp } from '../components/task-machine';
import { TaskImage } from '../components/task-image';
import { UploadStatus } from '../components/upload-status';
import { useReferenceImage } from '../components/use-reference-image';
import { useUploadQueue } from '../components/use-upload-queue';
import { useStaffUsername } from '../../../lib/staff-session';
import '../../../components/ui/staff-ui.css';
import '../components/tasks.css';

/** The selfie step starts the day on the server (docs/architecture.md §14). */
const KEEP_FAILED = 'This phone could not keep the photo. Please try again.';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** No answer from the server (as opposed to an answer saying no). */
const noAnswer = (e: unknown) => e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout' || e.kind === 'server');

/** Same calendar day on the phone: yesterday's snapshot is not today's task. */
const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** The props this worker has photographed and the phone still holds (another worker's captures are not theirs). */
async function capturedPropIds(owner: string): Promise<Set<string>> {
  return new Set((await waitingCaptures(owner).catch(() => [])).map((c) => c.propertyId));
}

/** Keeps the day's reference images on the phone (best effort: the task goes on without them). */
function keepReferences(properties: TaskProp[]) {
  void keepReferenceImages(properties, fetchBlob).catch(() => undefined);
}

export function TaskPage() {
  const [state, dispatch] = useReducer(taskReducer, initialTaskState);
  const view = taskView(state);
  const prop = state.step === 'propertyPhoto' ? state.properties[state.index] : undefined;
  const saving = useRef(false);
  const online = useOnline();
  const owner = useStaffUsername() ?? '';
  const uploads = useUploadQueue(owner || null);
  const localRef = useReferenceImage(prop?._id);
  const leftLabel = propsLeftLabel(state);

  // The day as the server knows it, read once; the state machine takes it from there.
  const today = useTaskToday();
  const remaining = useRemainingProps(today.data?.hasPhotoToday === true);
  const loaded = useRef(false);
  useEffect(() => {
    // A cached answer from an earlier visit arrives first: wait for this visit's.
    if (loaded.current || today.isValidating || remaining.isValidating) return;
    if (today.error || remaining.error) {
      loaded.current = true;
      // No network: the task as the phone last knew it (props captured since then are done).
      if (!noAnswer(today.error ?? remaining.error)) return dispatch({ type: 'loadFailed' });
      void Promise.all([loadTaskSnapshot(owner).catch(() => null), capturedPropIds(owner)]).then(([snap, captured]) => {
        if (!snap || !sameDay(snap.savedAt, Date.now())) return dispatch({ type: 'loadFailed' });
        const properties = snap.properties.filter((p) => !captured.has(p._id));
        dispatch({ type: 'loaded', hasPhotoToday: true, userPhoto: snap.userPhoto, properties, propsToday: snap.propsToday, fromPhone: true });
      });
      return;
    }
    if (!today.data) return;
    const day = today.data;
    if (!day.hasPhotoToday) {
      loaded.current = true;
      return dispatch({ type: 'loaded', hasPhotoToday: false, userPhoto: day.userPhoto, properties: [], propsToday: day.propsToday });
    }
    if (!remaining.data) return;
    loaded.current = true;
    if (!Array.isArray(remaining.data)) return dispatch({ type: 'loadFailed' });
    const list = remaining.data;
    keepReferences(list);
    // Photos still on the phone count as taken: the server has not seen them yet.
    void capturedPropIds(owner).then((captured) =>
      dispatch({ type: 'loaded', hasPhotoToday: true, userPhoto: day.userPhoto, properties: list.filter((p) => !captured.has(p._id)), propsToday: day.propsToday }),
    );
  }, [today.data, today.error, today.isValidating, remaining.data, remaining.error, remaining.isValidating, owner]);

  // Reference images the phone could not fetch yet (the network went early): again when it is back.
  const propsOnScreen = state.step === 'propertyPhoto' && !state.loading ? state.properties.slice(state.index) : null;
  const propsRef = useRef(propsOnScreen);
  propsRef.current = propsOnScreen;
  useEffect(() => {
    if (online && propsRef.current?.length) keepReferences(propsRef.current);
  }, [online]);

  // The task as it stands, kept on the phone for a reload without a network.
  useEffect(() => {
    if (state.loading || (state.step !== 'propertyPhoto' && !state.completed)) return;
    void saveTaskSnapshot({ properties: state.properties.slice(state.index), userPhoto: state.userPhoto, propsToday: state.propsToday, owner }).catch(() => undefined);
  }, [state.loading, state.step, state.completed, state.properties, state.index, state.userPhoto, state.propsToday, owner]);

  const save = async () => {
    const photo = state.preview;
    if (!photo || saving.current) return;
    if (state.step === 'propertyPhoto' && !prop) return dispatch({ type: 'saveBegin' }); // reports 'Invalid property index'
    saving.current = true;
    dispatch({ type: 'saveBegin' });
    try {
      if (state.step === 'userPhoto') {
        if (!navigator.onLine) return dispatch({ type: 'saveFailed', message: NEEDS_NETWORK });
        const res = await startTask(photo);
        if (!res.ok || !Array.isArray(res.data.properties)) return dispatch({ type: 'saveFailed', message: res.ok ? undefined : res.message });
        keepReferences(res.data.properties);
        // Show the capture at once: the server's copy is still being processed.
        dispatch({ type: 'userPhotoSaved', userPhoto: photo, properties: res.data.properties, propsToday: res.data.propsToday });
      } else if (prop) {
        // On the phone first; the queue uploads it (now, or when the network is back).
        try {
          await uploads.queue.add({ propertyId: prop._id, propName: prop.name, photo });
        } catch (e) {
          return dispatch({ type: 'saveFailed', message: e instanceof StorageFullError ? e.message : KEEP_FAILED });
        }
        dispatch({ type: 'propPhotoSaved' });
      }
    } finally {
      saving.current = false;
    }
  };

  const cameraHandlers = {
    onCapture: (dataUrl: string) => dispatch({ type: 'captured', dataUrl }),
    onCaptureFailed: () => dispatch({ type: 'captureFailed' }),
    onCameraFailed: () => dispatch({ type: 'cameraFailed' }),
    onSwitchFailed: () => dispatch({ type: 'switchFailed' }),
  };

  return (
    <section className="staff-page task-page">
      <header className="task-head">
        <h1 className="staff-page__title">Property Photo Task</h1>
        {state.userPhoto && view !== 'completed' ? <TaskImage image={state.userPhoto} alt="Your photo today" className="task-avatar" missingText="" /> : null}
      </header>

      {view !== 'loading' && (leftLabel || uploads.state.waiting || uploads.state.uploaded || uploads.state.refused.length || uploads.state.storageError) ? (
        <div className="panel task-status" data-testid="task-status">
          {leftLabel ? (
            <p className="task-status__left" data-testid="task-props-left">
              {leftLabel}
            </p>
          ) : null}
          <UploadStatus state={uploads.state} online={online} onDismissRefused={(id) => void uploads.queue.dismissRefused(id, dismissRefused)} />
          {state.fromPhone && !online ? <p className="task-status__offline">No network: showing the task as this phone last had it.</p> : null}
        </div>
      ) : null}

      {view === 'loading' ? (
        <p className="staff-loading" role="status">
          <span className="spinner" aria-hidden /> Loading…
        </p>
      ) : null}

      {view === 'start' ? (
        <div className="panel task-card" data-testid="task-start">
          <p>Click start to begin capturing photos for properties</p>
          <button type="button" className="btn" onClick={() => dispatch({ type: 'startTask' })}>
            Start Task
          </button>
        </div>
      ) : null}

      {view === 'completed' ? (
        <div className="panel task-card task-card--done" data-testid="task-completed">
          <h2>All Photos Completed!</h2>
          {state.userPhoto ? <TaskImage image={state.userPhoto} alt="Your photo today" className="task-avatar task-avatar--large" missingText="" /> : null}
          {state.message ? <p className="task-message">{state.message}</p> : null}
          <p>You have taken photos of all properties for today.</p>
          <p>Please come back tomorrow for new tasks.</p>
          <button type="button" className="btn btn--ghost" onClick={() => dispatch({ type: 'finish' })}>
            Finish Task
          </button>
        </div>
      ) : null}

      {view === 'paused' ? (
        <div className="panel task-card" data-testid="task-paused">
          <p>
            <strong>Task Paused</strong> - You can resume your task from where you left off.
          </p>
          <button type="button" className="btn" onClick={() => dispatch({ type: 'resume' })}>
            Resume Task
          </button>
        </div>
      ) : null}

      {view === 'userPhoto' ? (
        <div className="panel task-card" data-testid="task-user-photo">
          <p className="task-step">Step 1 of 2: your photo for today</p>
          <h2>Take Your Photo</h2>
          <p className="task-step__why">A quick photo of yourself, so the studio knows who took today&apos;s photos. Then the props, one by one.</p>
          {!online ? (
            <p className="task-needs-network" role="status" data-testid="task-needs-network">
              {NEEDS_NETWORK}
            </p>
          ) : null}
          <CameraPanel active facing="user" busy={!!state.preview} {...cameraHandlers} />
          <button type="button" className="btn btn--ghost task-pause" onClick={() => dispatch({ type: 'pause' })}>
            Pause Task
          </button>
        </div>
      ) : null}

      <Dialog.Root open={view === 'propertyPhoto'} onOpenChange={(open) => !open && dispatch({ type: 'pause' })}>
        <Dialog.Portal>
          <Dialog.Overlay className="ui-overlay" />
          <Dialog.Content className="ui-dialog task-modal" aria-describedby={undefined} data-testid="task-prop-modal" onInteractOutside={(e) => e.preventDefault()}>
            <p className="task-step">Step 2: photos of the props</p>
            <Dialog.Title className="task-modal__title">
              Capture Photo for: <span className="task-modal__name" data-testid="task-prop-name" title={prop?.name}>{prop?.name}</span>
            </Dialog.Title>
            <p className="task-modal__progress" data-testid="task-progress">
              {progressLabel(state)}
            </p>
            {/* One counter (the progress line above); here only the network and the uploads. */}
            <div className="task-modal__status">
              {!online ? (
                <span className="task-offline-chip" role="status" data-testid="task-offline">
                  Offline · saved on this phone
                </span>
              ) : null}
              <UploadStatus state={uploads.state} online={online} compact />
            </div>
            <div className="task-modal__grid">
              <div className="task-modal__ref">
                <p className="task-modal__label">Reference</p>
                <TaskImage image={localRef ?? prop?.image} alt={`${prop?.name ?? 'Prop'} reference`} className="task-ref" missingText={TEXT.noImage} />
              </div>
              <CameraPanel active={view === 'propertyPhoto'} facing="environment" busy={!!state.preview} {...cameraHandlers} />
            </div>
            <button type="button" className="btn btn--ghost task-pause" onClick={() => dispatch({ type: 'pause' })}>
              Pause Task
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <Dialog.Root open={!!state.preview && (view === 'userPhoto' || view === 'propertyPhoto')} onOpenChange={(open) => !open && !state.saving && dispatch({ type: 'retake' })}>
        <Dialog.Portal>
          <Dialog.Overlay className="ui-overlay task-preview-overlay" />
          <Dialog.Content className="ui-dialog task-preview" aria-describedby={undefined} data-testid="task-preview">
            <Dialog.Title className="task-modal__title">Preview Photo</Dialog.Title>
            {state.preview ? <img className="task-preview__img" src={state.preview} alt="What you just captured" /> : null}
            <div className="task-actions">
              <button type="button" className="btn btn--ghost" onClick={() => dispatch({ type: 'retake' })} disabled={state.saving}>
                Retake
              </button>
              <button type="button" className="btn" onClick={() => void save()} disabled={state.saving} aria-busy={state.saving || undefined}>
                {state.saving ? 'Saving...' : 'Save Photo'}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <NoticeDialog notice={state.notice} onClose={() => dispatch({ type: 'dismissNotice' })} />
    </section>
  );
}
