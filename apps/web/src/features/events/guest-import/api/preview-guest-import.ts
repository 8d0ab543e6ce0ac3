import { useMutation } from '@tanstack/react-query';
import type { GuestImportPreview } from '@karamu/shared';
import { uploadConfig } from '@/components/sheet-import/upload-config';
import { http } from '@/lib/http';
import {
  guestImportEndpoint,
  guestImportOptions,
  type GuestImportRequest,
} from './import-endpoint';

/** The dry run: the file is read and every row checked; nothing is written. */
async function previewGuestImport(request: GuestImportRequest): Promise<GuestImportPreview> {
  const { data } = await http.post<GuestImportPreview>(
    guestImportEndpoint(request.eventId),
    request.file,
    uploadConfig(request, true, guestImportOptions(request)),
  );
  return data;
}

export function usePreviewGuestImport() {
  return useMutation({ mutationFn: previewGuestImport });
}
