import { useCallback, useRef, useState } from 'react';
import { PROFILE_PICTURE_MAX_BYTES, formatFileSize, isProfilePictureType } from '@karamu/shared';

export type PictureChoice = {
  file: File | null;
  /** A data: URL of the chosen file, once read. */
  preview: string | null;
  /** Why the chosen file cannot be uploaded. */
  error: string | null;
  choose: (file: File | null | undefined) => void;
  clear: () => void;
};

/** Checked here to spare a 5 MB upload the server would refuse; the server checks again. */
function checkPicture(file: File): string | null {
  if (!isProfilePictureType(file.type)) return 'Choose a PNG, JPEG or WebP image';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) {
    return `Choose a picture of at most ${formatFileSize(PROFILE_PICTURE_MAX_BYTES)} (this one is ${formatFileSize(file.size)})`;
  }
  return null;
}

/**
 * The picture chosen for upload and its preview. A data: URL rather than an object URL:
 * nothing to revoke, so nothing leaks or breaks when React runs effects twice.
 */
export function usePictureChoice(): PictureChoice {
  const [state, setState] = useState<Omit<PictureChoice, 'choose' | 'clear'>>({
    file: null,
    preview: null,
    error: null,
  });
  // Only the latest choice may set the preview when several reads overlap.
  const latest = useRef<File | null>(null);

  const choose = useCallback((file: File | null | undefined) => {
    latest.current = file ?? null;
    if (!file) {
      setState({ file: null, preview: null, error: null });
      return;
    }
    const error = checkPicture(file);
    if (error) {
      setState({ file: null, preview: null, error });
      return;
    }
    setState({ file, preview: null, error: null });
    const reader = new FileReader();
    reader.onload = () => {
      if (latest.current !== file || typeof reader.result !== 'string') return;
      setState({ file, preview: reader.result, error: null });
    };
    reader.onerror = () => {
      if (latest.current !== file) return;
      setState({ file: null, preview: null, error: 'This file could not be read' });
    };
    reader.readAsDataURL(file);
  }, []);

  const clear = useCallback(() => choose(null), [choose]);

  return { ...state, choose, clear };
}
