/**
 * Add Prop's 'Take Photo' dialog (spec §2): live back camera, Capture Photo, a front/back switch
 * on mobile devices, close. Texts: 'Camera access denied or not available', 'Failed to switch camera'.
 */
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { IconCamera, IconClose } from '../../../components/ui/icons';
import { isMobileUserAgent, useCamera } from '../../../lib/use-camera';

export interface CameraDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCapture: (dataUrl: string) => void;
}

export function CameraDialog({ open, onOpenChange, onCapture }: CameraDialogProps) {
  const camera = useCamera({ active: open, initialFacing: 'environment' });
  const [switchError, setSwitchError] = useState<string | null>(null);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const mobile = isMobileUserAgent();

  const capture = () => {
    try {
      const url = camera.capture();
      setCaptureError(null);
      onCapture(url);
      onOpenChange(false);
    } catch {
      setCaptureError('Failed to capture photo');
    }
  };

  const switchCamera = async () => {
    setSwitchError(null);
    if (!(await camera.switchCamera())) setSwitchError('Failed to switch camera');
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="ui-overlay" />
        <Dialog.Content className="ui-dialog camera-dialog" aria-describedby={undefined} data-testid="camera-dialog">
          <Dialog.Title className="camera-dialog__title">Take Photo</Dialog.Title>
          <div className="camera-frame">
            <video ref={camera.videoRef} autoPlay playsInline muted data-testid="camera-video" />
            {camera.status === 'starting' ? <span className="camera-frame__note">Starting camera…</span> : null}
          </div>
          {camera.status === 'error' ? (
            <p className="form-error" role="alert">
              Camera access denied or not available
            </p>
          ) : null}
          {switchError ? (
            <p className="form-error" role="alert">
              {switchError}
            </p>
          ) : null}
          {captureError ? (
            <p className="form-error" role="alert">
              {captureError}
            </p>
          ) : null}
          <div className="camera-actions">
            <button type="button" className="btn" onClick={capture} disabled={camera.status !== 'live'}>
              <IconCamera /> Capture Photo
            </button>
            {mobile ? (
              <button type="button" className="btn btn--ghost" onClick={() => void switchCamera()}>
                {camera.facing === 'environment' ? 'Use Front Camera' : 'Use Back Camera'}
              </button>
            ) : null}
          </div>
          <Dialog.Close className="icon-btn ui-dialog__x" aria-label="Close">
            <IconClose />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
