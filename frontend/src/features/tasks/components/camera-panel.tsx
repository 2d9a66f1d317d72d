/**
 * The task's live camera: front for the selfie, back for props (falling back to the front camera
 * when the back one fails), Retry Camera on error, a switch on mobile, Capture Photo.
 */
import { useEffect } from 'react';
import { IconCamera } from '../../../components/ui/icons';
import { isMobileUserAgent, useCamera, type Facing } from '../../../lib/use-camera';

export interface CameraPanelProps {
  active: boolean;
  facing: Facing;
  onCapture: (dataUrl: string) => void;
  onCaptureFailed: () => void;
  onCameraFailed: () => void;
  onSwitchFailed: () => void;
  /** Capture is disabled meanwhile (e.g. a preview is open). */
  busy?: boolean;
}

export function CameraPanel({ active, facing, onCapture, onCaptureFailed, onCameraFailed, onSwitchFailed, busy }: CameraPanelProps) {
  const camera = useCamera({ active, initialFacing: facing, fallbackToFront: facing === 'environment' });
  const mobile = isMobileUserAgent();
  const failed = camera.status === 'error';

  useEffect(() => {
    if (failed) onCameraFailed();
    // Report each failure once, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  const capture = () => {
    try {
      onCapture(camera.capture());
    } catch {
      onCaptureFailed();
    }
  };

  return (
    <div className="task-camera">
      <div className="task-camera__frame" data-facing={camera.facing}>
        <video ref={camera.videoRef} autoPlay playsInline muted data-testid="task-video" />
        {camera.status === 'starting' ? <span className="task-camera__note">Starting camera…</span> : null}
        {failed ? <span className="task-camera__note">Camera not available</span> : null}
      </div>
      <div className="task-actions">
        <button type="button" className="btn" onClick={capture} disabled={camera.status !== 'live' || busy}>
          <IconCamera /> Capture Photo
        </button>
        {failed ? (
          <button type="button" className="btn btn--ghost" onClick={() => void camera.retry()}>
            Retry Camera
          </button>
        ) : null}
        {mobile ? (
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => void camera.switchCamera().then((ok) => (ok ? undefined : onSwitchFailed()))}
          >
            Switch Camera
          </button>
        ) : null}
      </div>
    </div>
  );
}
