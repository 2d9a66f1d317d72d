/**
 * /user/task (spec §4 "User Task"): the day's selfie, then one photo of each remaining prop.
 * The state machine is `taskReducer`; this page runs the calls and the camera.
 */
import { useEffect, useReducer, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { useRemainingProps } from '../api/get-remaining-props';
import { useTaskToday } from '../api/get-task-today';
import { savePropPhoto } from '../api/post-prop-photo';
import { startTask } from '../api/post-start-task';
import { CameraPanel } from '../components/camera-panel';
import { initialTaskState, progressLabel, taskReducer, taskView, TEXT } from '../components/task-machine';
import { TaskImage } from '../components/task-image';
import '../../../components/ui/staff-ui.css';
import '../components/tasks.css';

export function TaskPage() {
  const [state, dispatch] = useReducer(taskReducer, initialTaskState);
  const view = taskView(state);
  const prop = state.step === 'propertyPhoto' ? state.properties[state.index] : undefined;
  const saving = useRef(false);

  // The day as the server knows it, read once; the state machine takes it from there.
  const today = useTaskToday();
  const remaining = useRemainingProps(today.data?.hasPhotoToday === true);
  const loaded = useRef(false);
  useEffect(() => {
    // A cached answer from an earlier visit arrives first: wait for this visit's.
    if (loaded.current || today.isValidating || remaining.isValidating) return;
    if (today.error || remaining.error) {
      loaded.current = true;
      return dispatch({ type: 'loadFailed' });
    }
    if (!today.data) return;
    if (!today.data.hasPhotoToday) {
      loaded.current = true;
      return dispatch({ type: 'loaded', hasPhotoToday: false, userPhoto: today.data.userPhoto, properties: [] });
    }
    if (!remaining.data) return;
    loaded.current = true;
    if (!Array.isArray(remaining.data)) return dispatch({ type: 'loadFailed' });
    dispatch({ type: 'loaded', hasPhotoToday: true, userPhoto: today.data.userPhoto, properties: remaining.data });
  }, [today.data, today.error, today.isValidating, remaining.data, remaining.error, remaining.isValidating]);

  const save = async () => {
    const photo = state.preview;
    if (!photo || saving.current) return;
    if (state.step === 'propertyPhoto' && !prop) return dispatch({ type: 'saveBegin' }); // reports 'Invalid property index'
    saving.current = true;
    dispatch({ type: 'saveBegin' });
    try {
      if (state.step === 'userPhoto') {
        const res = await startTask(photo);
        if (!res.ok || !Array.isArray(res.data.properties)) return dispatch({ type: 'saveFailed', message: res.ok ? undefined : res.message });
        // Show the capture at once: the server's copy is still being processed.
        dispatch({ type: 'userPhotoSaved', userPhoto: photo, properties: res.data.properties });
      } else if (prop) {
        const res = await savePropPhoto(prop._id, photo);
        if (!res.ok) return dispatch({ type: 'saveFailed', message: res.message });
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
              Capture Photo for: <span data-testid="task-prop-name">{prop?.name}</span>
            </Dialog.Title>
            <p className="task-modal__progress">{progressLabel(state)}</p>
            <div className="task-modal__grid">
              <div>
                <p className="task-modal__label">Reference</p>
                <TaskImage image={prop?.image} alt={`${prop?.name ?? 'Prop'} reference`} className="task-ref" missingText={TEXT.noImage} />
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
