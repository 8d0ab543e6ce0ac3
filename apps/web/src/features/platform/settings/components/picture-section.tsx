import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  formatFileSize,
  type Profile,
} from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { getErrorMessage } from '@/lib/get-error-message';
import { useRemovePicture } from '../api/remove-picture';
import { useUploadPicture } from '../api/upload-picture';
import { usePictureChoice } from '../hooks/use-picture-choice';

/** Choose, preview and upload a display picture, or remove it (initials on a colour remain). */
export function PictureSection({ profile }: { profile: Profile }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const choice = usePictureChoice();
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const [serverError, setServerError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const reset = () => {
    choice.clear();
    setServerError(null);
    if (input.current) input.current.value = '';
  };

  const send = async () => {
    if (!choice.file) return;
    setServerError(null);
    try {
      await upload.mutateAsync(choice.file);
      toast.success('Picture updated');
      reset();
    } catch (error) {
      const message = getErrorMessage(error);
      toast.error(message);
      setServerError(readFieldErrors(error).picture?.[0] ?? message);
    }
  };

  const removePicture = async () => {
    try {
      await remove.mutateAsync();
      toast.success('Picture removed');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const error = choice.error ?? serverError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="grid justify-items-center gap-2">
        {choice.preview ? (
          <img
            src={choice.preview}
            alt="Preview of your new picture"
            className="size-24 rounded-full border object-cover"
          />
        ) : (
          <UserAvatar user={profile} className="size-24 text-2xl" />
        )}
        <span className="text-xs text-muted-foreground">
          {choice.preview ? 'Preview' : profile.dp ? 'Current picture' : 'No picture yet'}
        </span>
      </div>
      <div className="grid flex-1 gap-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-file`}>New picture</Label>
          <p id={hintId} className="text-sm text-muted-foreground">
            PNG, JPEG or WebP, up to {formatFileSize(PROFILE_PICTURE_MAX_BYTES)}. It is cropped to a
            square and its location and camera details are removed.
          </p>
          <Input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={PROFILE_PICTURE_TYPES.join(',')}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => {
              setServerError(null);
              choice.choose(event.target.files?.[0]);
            }}
            className="h-auto cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-sm file:font-medium"
          />
          {error && (
            <p id={errorId} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {choice.file && (
            <>
              <Button type="button" onClick={() => void send()} disabled={busy || !choice.preview}>
                {upload.isPending && <Spinner className="size-4" />}
                {upload.isPending ? 'Uploading…' : 'Upload picture'}
              </Button>
              <Button type="button" variant="outline" onClick={reset} disabled={busy}>
                Cancel
              </Button>
            </>
          )}
          {profile.dp && !choice.file && (
            <Button
              type="button"
              variant="outline"
              onClick={() => void removePicture()}
              disabled={busy}
            >
              {remove.isPending && <Spinner className="size-4" />}
              {remove.isPending ? 'Removing…' : 'Remove picture'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
