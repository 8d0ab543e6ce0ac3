import { toast } from 'sonner';
import { isStaleVersionError } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/get-error-message';

type RefusedSave = {
  /**
   * Someone else saved the record first (a 409 naming `version`). What the screen does
   * then is its own: offer their version (`useVersionedForm`), close (the list refetches),
   * or nothing (the refetch mounts the editor again from the saved record).
   */
  onStale?: (message: string) => void;
  /** Any other refusal: put the server's field errors where the screen shows them. */
  onRefused?: (error: unknown, message: string) => void;
};

/**
 * The one save path of a versioned record (decision 0068): runs `save`, and on a failure
 * toasts the server's message and hands the error to `onStale` or `onRefused`. The toast
 * comes first whatever follows, so every screen says why it did not save the same way.
 */
export async function saveVersioned(
  save: () => Promise<void>,
  { onStale, onRefused }: RefusedSave,
): Promise<void> {
  try {
    await save();
  } catch (error) {
    const message = getErrorMessage(error);
    toast.error(message);
    if (isStaleVersionError(error)) onStale?.(message);
    else onRefused?.(error, message);
  }
}
