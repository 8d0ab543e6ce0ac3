import type { ExternalToast } from 'sonner';

/**
 * A sonner toast from code on a page's first download: sonner loads after the first paint
 * (decision 0020), and its Toaster shows toasts raised before it mounted.
 */
export function showToast(
  kind: 'success' | 'error',
  message: string,
  options?: ExternalToast,
): Promise<void> {
  return import('sonner').then(({ toast }) => {
    toast[kind](message, options);
  });
}
