import { isAxiosError } from '@/lib/http-errors';
import { http } from '@/lib/http';

/** Drawing many cards takes longer than an ordinary call. */
const DRAWING_TIMEOUT_MS = 5 * 60_000;

const FILE_NAME = /filename="([^"]+)"/;

/** A Blob's text through FileReader, which every browser (and jsdom) has. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The answer could not be read'));
    reader.readAsText(blob);
  });
}

export type BlobAnswer = { blob: Blob; fileName: string | undefined };

/**
 * A POST whose answer is a file. Asked for as a Blob, a refusal's JSON body arrives as a
 * Blob too: it is read back into `response.data` so getErrorMessage and readFieldErrors
 * see the server's `{ message, fieldErrors }` as with any other call.
 */
export async function postForBlob(
  url: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<BlobAnswer> {
  try {
    const response = await http.post<Blob>(url, body, {
      responseType: 'blob',
      timeout: DRAWING_TIMEOUT_MS,
      signal,
    });
    const disposition = String(response.headers['content-disposition'] ?? '');
    return { blob: response.data, fileName: FILE_NAME.exec(disposition)?.[1] };
  } catch (error) {
    const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (isAxiosError(error) && error.response && data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await readText(data)) as unknown;
      } catch {
        // Not JSON: the status alone explains the failure.
      }
    }
    throw error;
  }
}
