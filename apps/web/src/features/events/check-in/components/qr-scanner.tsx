import { useEffect, useRef, useState } from 'react';
import jsQR from 'jsqr';
import { Camera, CameraOff } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Decoding every frame would drain a phone: a few looks a second find a card quickly enough. */
const LOOK_EVERY_MS = 200;
/** The same code held in front of the camera is read once, not once per look. */
const SAME_CODE_QUIET_MS = 3000;
/** Frames are shrunk to this width before decoding: plenty for a card held up close. */
const DECODE_WIDTH = 640;

export type QrScannerProps = {
  onCode: (text: string) => void;
  /** While a card awaits the door's decision, further reads are ignored. */
  paused: boolean;
};

const cameraAvailable = () =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The phone's back camera, read with jsQR (plain JavaScript, bundled with the app so it
 * works offline). Browsers open the camera only in a secure context (https or
 * localhost); elsewhere the typed code and the name search remain.
 */
export function QrScanner({ onCode, paused }: QrScannerProps) {
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const pausedRef = useRef(paused);
  useEffect(() => {
    onCodeRef.current = onCode;
    pausedRef.current = paused;
  }, [onCode, paused]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { text: '', at: 0 };
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });

    const look = () => {
      if (stopped) return;
      const video = videoRef.current;
      if (video && context && video.readyState >= video.HAVE_CURRENT_DATA && !pausedRef.current) {
        const scale = Math.min(1, DECODE_WIDTH / (video.videoWidth || DECODE_WIDTH));
        canvas.width = Math.round(video.videoWidth * scale);
        canvas.height = Math.round(video.videoHeight * scale);
        if (canvas.width > 0 && canvas.height > 0) {
          context.drawImage(video, 0, 0, canvas.width, canvas.height);
          const image = context.getImageData(0, 0, canvas.width, canvas.height);
          const found = jsQR(image.data, image.width, image.height, {
            inversionAttempts: 'dontInvert',
          });
          const now = Date.now();
          if (found?.data && (found.data !== last.text || now - last.at > SAME_CODE_QUIET_MS)) {
            last = { text: found.data, at: now };
            onCodeRef.current(found.data);
          }
        }
      }
      timer = setTimeout(look, LOOK_EVERY_MS);
    };

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped) return;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        await video.play();
        look();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        setProblem(
          error instanceof DOMException && error.name === 'NotAllowedError'
            ? 'The camera was not allowed. Allow it in the browser, or type the code below.'
            : 'The camera could not be opened. Type the code below instead.',
        );
        setOn(false);
      });

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  if (!cameraAvailable()) {
    return (
      <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
        The camera opens only over a secure connection (https, or localhost). Type the card code or
        find the guest by name instead.
      </p>
    );
  }

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        size="lg"
        variant={on ? 'outline' : 'default'}
        className="h-12 text-base"
        onClick={() => {
          setProblem(null);
          setOn((value) => !value);
        }}
      >
        {on ? <CameraOff aria-hidden="true" /> : <Camera aria-hidden="true" />}
        {on ? 'Stop camera' : 'Scan with camera'}
      </Button>
      {on && (
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Camera view: hold the card's QR code in the frame"
          className="aspect-square w-full rounded-xl bg-black object-cover"
        />
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
