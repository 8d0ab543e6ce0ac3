import { saveBlob } from '@/lib/save-blob';
import { postForBlob } from '@/lib/blob-request';

/**
 * The printable PDF of the chosen guests' cards, or of every guest of the event, built
 * by the server and saved by the browser.
 */
export async function downloadCardsPdf(eventId: string, guestIds?: readonly string[]) {
  const { blob, fileName } = await postForBlob(
    `/events/${eventId}/invitation-cards.pdf`,
    guestIds ? { guestIds } : {},
  );
  saveBlob(blob, fileName ?? 'invitation-cards.pdf');
}
