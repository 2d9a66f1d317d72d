import { initialTaskState, progressLabel, propsLeftLabel, taskReducer, taskView, TEXT, type TaskAction, type TaskProp, type TaskState } from './task-machine';

const props: TaskProp[] = [
  { _id: 'p1', name: 'Rocking Horse', image: null },
  { _id: 'p2', name: 'Baby Bathtub', image: null },
  { _id: 'p3', name: 'Fairy Lights', image: null },
];
const run = (actions: TaskAction[], from: TaskState = initialTaskState) => actions.reduce(taskReducer, from);
const fresh = () => run([{ type: 'loaded', hasPhotoToday: false, userPhoto: null, properties: [] }]);

describe('task state machine (spec §4 User Task)', () => {
  it('starts loading, then shows the start screen when there is no photo today', () => {
    expect(taskView(initialTaskState)).toBe('loading');
    const s = fresh();
    expect(taskView(s)).toBe('start');
    expect(s.step).toBe('start');
  });

  it('goes straight to the first prop when the photo was taken today and props remain', () => {
    const s = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: props }]);
    expect(taskView(s)).toBe('propertyPhoto');
    expect(s).toMatchObject({ step: 'propertyPhoto', index: 0, cameraOpen: true });
    expect(progressLabel(s)).toBe('Property 1 of 3');
  });

  it('shows the completed state when the photo was taken today and nothing remains', () => {
    const s = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: [] }]);
    expect(taskView(s)).toBe('completed');
    expect(s.message).toBe(TEXT.allDoneToday);
  });

  it('runs the whole task: selfie, preview, save, then every prop to completion', () => {
    let s = run([{ type: 'startTask' }], fresh());
    expect(taskView(s)).toBe('userPhoto');
    s = run([{ type: 'captured', dataUrl: 'data:selfie' }], s);
    expect(s.preview).toBe('data:selfie');
    // Retake discards the capture.
    s = run([{ type: 'retake' }], s);
    expect(s.preview).toBeNull();
    s = run([{ type: 'captured', dataUrl: 'data:selfie2' }, { type: 'saveBegin' }], s);
    expect(s.saving).toBe(true);
    s = run([{ type: 'userPhotoSaved', userPhoto: 'data:selfie2', properties: props }], s);
    expect(s).toMatchObject({ step: 'propertyPhoto', index: 0, cameraOpen: true, saving: false, preview: null, userPhoto: 'data:selfie2' });

    for (let i = 0; i < props.length; i++) {
      expect(progressLabel(s)).toBe(`Property ${i + 1} of 3`);
      s = run([{ type: 'captured', dataUrl: `data:p${i}` }, { type: 'saveBegin' }, { type: 'propPhotoSaved' }], s);
    }
    expect(taskView(s)).toBe('completed');
    expect(s.notice).toEqual({ type: 'success', message: TEXT.allSaved });
    expect(s.userPhoto).toBe('data:selfie2');
  });

  it('ends the task when the day starts with no props', () => {
    const s = run([{ type: 'startTask' }, { type: 'captured', dataUrl: 'x' }, { type: 'saveBegin' }, { type: 'userPhotoSaved', userPhoto: 'x', properties: [] }], fresh());
    expect(taskView(s)).toBe('completed');
    expect(s.message).toBe(TEXT.noneToday);
  });

  it('pauses and resumes at the same prop, or back at the camera on the userPhoto step', () => {
    let s = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: props }, { type: 'captured', dataUrl: 'x' }, { type: 'saveBegin' }, { type: 'propPhotoSaved' }]);
    expect(s.index).toBe(1);
    s = run([{ type: 'captured', dataUrl: 'half' }, { type: 'pause' }], s);
    expect(taskView(s)).toBe('paused');
    expect(s).toMatchObject({ cameraOpen: false, preview: null, index: 1 });
    s = run([{ type: 'resume' }], s);
    expect(taskView(s)).toBe('propertyPhoto');
    expect(progressLabel(s)).toBe('Property 2 of 3');

    let u = run([{ type: 'startTask' }, { type: 'pause' }], fresh());
    expect(taskView(u)).toBe('paused');
    u = run([{ type: 'resume' }], u);
    expect(taskView(u)).toBe('userPhoto');
  });

  it('keeps the capture and reports the server message when a save fails', () => {
    let s = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: props }, { type: 'captured', dataUrl: 'x' }, { type: 'saveBegin' }]);
    s = run([{ type: 'saveFailed', message: 'The image is larger than 50 MB.' }], s);
    expect(s).toMatchObject({ saving: false, preview: 'x', index: 0, notice: { type: 'error', message: 'The image is larger than 50 MB.' } });
    s = run([{ type: 'dismissNotice' }, { type: 'saveFailed' }], s);
    expect(s.notice?.message).toBe(TEXT.saveFailed);
  });

  it('ignores a second save while saving and a capture with the camera closed', () => {
    const saving = run([{ type: 'startTask' }, { type: 'captured', dataUrl: 'x' }, { type: 'saveBegin' }], fresh());
    expect(run([{ type: 'saveBegin' }], saving)).toBe(saving);
    const closed = fresh();
    expect(run([{ type: 'captured', dataUrl: 'x' }], closed).preview).toBeNull();
    expect(run([{ type: 'saveBegin' }], closed).saving).toBe(false);
  });

  it('reports camera, switch, capture and load failures with the spec texts', () => {
    expect(run([{ type: 'cameraFailed' }], fresh()).notice?.message).toBe(TEXT.cameraFailed);
    expect(run([{ type: 'switchFailed' }], fresh()).notice?.message).toBe('Failed to switch camera. Please try again.');
    expect(run([{ type: 'captureFailed' }], fresh()).notice?.message).toBe('Failed to capture photo');
    expect(run([{ type: 'loadFailed' }]).notice?.message).toBe('Failed to fetch photos');
  });

  it('Finish Task resets to start', () => {
    const done = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: [] }]);
    const s = run([{ type: 'finish' }], done);
    expect(taskView(s)).toBe('start');
    expect(s.completed).toBe(false);
  });
});

describe('props left today (issue 34)', () => {
  it("says how many of the day's props are left, beside the spec's texts", () => {
    expect(propsLeftLabel(run([{ type: 'loaded', hasPhotoToday: false, userPhoto: null, properties: [], propsToday: 8 }]))).toBeNull();
    const s = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: props, propsToday: 8 }]);
    expect(propsLeftLabel(s)).toBe('3 of 8 props left today');
    const after = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: props, propsToday: 8 }, { type: 'captured', dataUrl: 'data:x' }, { type: 'saveBegin' }, { type: 'propPhotoSaved' }]);
    expect(propsLeftLabel(after)).toBe('2 of 8 props left today');
    expect(propsLeftLabel(run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: [], propsToday: 1 }]))).toBe('0 of 1 prop left today');
  });

  it('counts the capture screen over the day, so a reload goes on where it was and agrees with the props left (issue 44)', () => {
    // 8 props today, 3 still to take after a reload: the next is the 6th, not 'Property 1 of 3'.
    const s = run([{ type: 'loaded', hasPhotoToday: true, userPhoto: null, properties: props, propsToday: 8 }]);
    expect(progressLabel(s)).toBe('Property 6 of 8');
    const next = run([{ type: 'captured', dataUrl: 'data:x' }, { type: 'saveBegin' }, { type: 'propPhotoSaved' }], s);
    expect(progressLabel(next)).toBe('Property 7 of 8');
    expect(propsLeftLabel(next)).toBe('2 of 8 props left today');
  });
});

