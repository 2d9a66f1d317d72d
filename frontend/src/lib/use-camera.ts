/**
 * Live camera for photo capture (spec §9): 1280x720 ideal stream, front ('user') or back
 * ('environment') camera, a 100 ms pause when switching, JPEG at quality 0.9 via a canvas.
 * Mobile (the camera switch) is decided from the user-agent. Used by Add Prop and the Task.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type Facing = 'user' | 'environment';
export type CameraStatus = 'idle' | 'starting' | 'live' | 'error';

export const CAMERA_SWITCH_PAUSE_MS = 100;
export const JPEG_QUALITY = 0.9;

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileUserAgent(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return MOBILE_UA.test(ua);
}

export function cameraConstraints(facing: Facing): MediaStreamConstraints {
  // facingMode as a preference, not `exact`: a laptop with one camera still gets a picture.
  return { audio: false, video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } } };
}

/** The current video frame as a JPEG data-URL; throws when there is no frame yet. */
export function captureJpeg(video: HTMLVideoElement, doc: Document = document): string {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) throw new Error('The camera has no picture yet');
  const canvas = doc.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.drawImage(video, 0, 0, width, height);
  const url = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  if (!url.startsWith('data:image/jpeg')) throw new Error('JPEG encoding is not available');
  return url;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface UseCameraOptions {
  /** The camera runs only while active (e.g. while its dialog is open). */
  active: boolean;
  initialFacing: Facing;
  /** When the back camera cannot start, try the front one before giving up. */
  fallbackToFront?: boolean;
}

export function useCamera({ active, initialFacing, fallbackToFront = false }: UseCameraOptions) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Each start gets a number; a start that finishes after a newer one (or after stop) discards its stream.
  const generation = useRef(0);
  const [facing, setFacing] = useState<Facing>(initialFacing);
  const [status, setStatus] = useState<CameraStatus>('idle');
  const [error, setError] = useState<Error | null>(null);

  const stopTracks = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const open = useCallback(
    async (want: Facing): Promise<boolean> => {
      const mine = ++generation.current;
      stopTracks();
      setStatus('starting');
      setError(null);
      const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
      if (!media?.getUserMedia) {
        setStatus('error');
        setError(new Error('Camera is not available in this browser'));
        return false;
      }
      const attempts: Facing[] = want === 'environment' && fallbackToFront ? ['environment', 'user'] : [want];
      let lastError: unknown;
      for (const f of attempts) {
        try {
          const stream = await media.getUserMedia(cameraConstraints(f));
          if (mine !== generation.current) {
            stream.getTracks().forEach((t) => t.stop());
            return false;
          }
          streamRef.current = stream;
          setFacing(f);
          const video = videoRef.current;
          if (video) {
            video.srcObject = stream;
            await video.play().catch(() => undefined); // autoplay+muted plays anyway; a rejected play() is not fatal
          }
          setStatus('live');
          return true;
        } catch (e) {
          lastError = e;
        }
      }
      if (mine === generation.current) {
        setStatus('error');
        setError(lastError instanceof Error ? lastError : new Error('Camera is not available'));
      }
      return false;
    },
    [fallbackToFront, stopTracks],
  );

  useEffect(() => {
    if (!active) return;
    void open(initialFacing);
    return () => {
      // A counter, not a DOM node: the cleanup must bump its latest value so late camera answers are dropped.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      generation.current++;
      stopTracks();
      setStatus('idle');
    };
  }, [active, initialFacing, open, stopTracks]);

  /** Other camera: stop, pause 100 ms (some phones refuse a second camera while the first is closing), start. */
  const switchCamera = useCallback(async (): Promise<boolean> => {
    const next: Facing = facing === 'user' ? 'environment' : 'user';
    stopTracks();
    await sleep(CAMERA_SWITCH_PAUSE_MS);
    return open(next);
  }, [facing, open, stopTracks]);

  const retry = useCallback(() => open(facing), [facing, open]);

  const capture = useCallback((): string => {
    const video = videoRef.current;
    if (!video || status !== 'live') throw new Error('The camera is not ready');
    return captureJpeg(video);
  }, [status]);

  return { videoRef, facing, status, error, switchCamera, retry, capture, stop: stopTracks };
}
