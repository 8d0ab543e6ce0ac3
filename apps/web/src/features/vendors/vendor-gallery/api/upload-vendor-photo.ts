import type { VendorPhoto } from '@karamu/shared';
import { http } from '@/lib/http';
import { isAxiosError } from '@/lib/http-errors';

/** How often an upload is tried again while the server is busy reading others (503). */
const BUSY_RETRIES = 3;

/**
 * Sends one photo as the raw body (the server reads one image per request), reporting the
 * share sent from 0 to 1. A 503 (the server's upload workers are all taken) is tried again
 * after the Retry-After it names.
 */
export async function uploadVendorPhoto(
  vendorId: string,
  file: File,
  onProgress: (sent: number) => void,
): Promise<VendorPhoto> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const { data } = await http.post<VendorPhoto>(`/vendors/${vendorId}/photos`, file, {
        headers: { 'content-type': file.type },
        onUploadProgress: (event) => {
          if (event.total) onProgress(event.loaded / event.total);
        },
        // A 15 MB photo on a slow mobile link takes longer than the usual 30 s.
        timeout: 0,
      });
      return data;
    } catch (error) {
      const busy = isAxiosError(error) && error.response?.status === 503;
      if (!busy || attempt >= BUSY_RETRIES) throw error;
      const seconds = Number(error.response?.headers['retry-after']) || 10;
      onProgress(0);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}
