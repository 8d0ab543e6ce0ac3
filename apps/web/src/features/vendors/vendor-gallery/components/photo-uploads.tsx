import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import {
  VENDOR_LIMITS,
  VENDOR_PHOTO_MAX_BYTES,
  VENDOR_PHOTO_TYPES,
  VENDOR_PHOTO_TYPE_MESSAGE,
  formatFileSize,
  isVendorPhotoType,
} from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/get-error-message';
import { isAxiosError } from '@/lib/http-errors';
import { vendorPhotoKeys } from '../api/get-vendor-photos';
import { uploadVendorPhoto } from '../api/upload-vendor-photo';

type Upload = {
  key: number;
  name: string;
  /** Share sent, 0..1. */
  sent: number;
  state: 'waiting' | 'sending' | 'failed';
  error?: string;
};

/** The server's message for the photo, which names what was wrong with the file. */
function uploadError(error: unknown): string {
  if (isAxiosError<{ fieldErrors?: { photo?: string[] } }>(error)) {
    const [reason] = error.response?.data?.fieldErrors?.photo ?? [];
    if (reason) return reason;
  }
  return getErrorMessage(error);
}

/**
 * Many photos chosen at once, sent one after the other (the server re-encodes one photo per
 * request, a few at a time for everyone), each with its progress and, when refused, the
 * reason. Files the server would refuse for their type, size or the gallery's limit are
 * refused here before they are sent. A sent photo leaves the list for the gallery.
 */
export function PhotoUploads({ vendorId, photoCount }: { vendorId: string; photoCount: number }) {
  const inputId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  /** Photos sent since the page opened: said to screen readers, as the list only shrinks. */
  const [uploadedCount, setUploadedCount] = useState(0);
  const nextKey = useRef(0);
  const queue = useRef(Promise.resolve());

  const change = (key: number, patch: Partial<Upload>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...patch } : u)));

  function send(key: number, file: File) {
    queue.current = queue.current.then(async () => {
      change(key, { state: 'sending' });
      try {
        await uploadVendorPhoto(vendorId, file, (sent) => change(key, { sent }));
        await queryClient.invalidateQueries({ queryKey: vendorPhotoKeys.list(vendorId) });
        setUploads((current) => current.filter((u) => u.key !== key));
        setUploadedCount((count) => count + 1);
      } catch (error) {
        change(key, { state: 'failed', error: uploadError(error) });
      }
    });
  }

  function choose(files: FileList | null) {
    if (!files) return;
    const pending = uploads.filter((u) => u.state !== 'failed').length;
    let room = VENDOR_LIMITS.photos - photoCount - pending;
    const added: Upload[] = [];
    for (const file of Array.from(files)) {
      const key = nextKey.current++;
      const refusal = !isVendorPhotoType(file.type)
        ? VENDOR_PHOTO_TYPE_MESSAGE
        : file.size > VENDOR_PHOTO_MAX_BYTES
          ? `Choose a photo of at most ${formatFileSize(VENDOR_PHOTO_MAX_BYTES)}`
          : room <= 0
            ? `The gallery is full: at most ${VENDOR_LIMITS.photos} photos`
            : undefined;
      if (refusal) {
        added.push({ key, name: file.name, sent: 0, state: 'failed', error: refusal });
        continue;
      }
      room -= 1;
      added.push({ key, name: file.name, sent: 0, state: 'waiting' });
      send(key, file);
    }
    setUploads((current) => [...current, ...added]);
  }

  return (
    <div className="grid min-w-0 gap-3">
      <div className="grid justify-items-start gap-1">
        {/* The label is the button: one tap opens the phone's photo picker. */}
        <Button asChild variant="outline">
          <label htmlFor={inputId} className="cursor-pointer">
            <ImagePlus aria-hidden="true" />
            Add photos
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          multiple
          accept={VENDOR_PHOTO_TYPES.join(',')}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files);
            // The same file may be chosen again after a failure.
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          JPEG, PNG or WebP, up to {formatFileSize(VENDOR_PHOTO_MAX_BYTES)} each; at most{' '}
          {VENDOR_LIMITS.photos} photos ({photoCount} now).
        </p>
      </div>
      <p role="status" className="sr-only">
        {uploadedCount === 0
          ? ''
          : uploadedCount === 1
            ? '1 photo uploaded'
            : `${uploadedCount} photos uploaded`}
      </p>
      {uploads.length > 0 && (
        <ul aria-label="Uploads" className="grid gap-2">
          {uploads.map((upload) => (
            <li key={upload.key} className="grid min-w-0 gap-1 rounded-md border p-2 text-sm">
              <div className="flex min-w-0 items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium">{upload.name}</span>
                {upload.state === 'failed' && (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Dismiss ${upload.name}`}
                    onClick={() =>
                      setUploads((current) => current.filter((u) => u.key !== upload.key))
                    }
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </div>
              {upload.state === 'failed' ? (
                <p role="alert" className="text-destructive">
                  {upload.error}
                </p>
              ) : (
                <progress
                  className="h-2 w-full accent-primary"
                  aria-label={
                    upload.state === 'waiting'
                      ? `Waiting to upload ${upload.name}`
                      : `Uploading ${upload.name}`
                  }
                  max={100}
                  value={Math.round(upload.sent * 100)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
