import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuestImportReport } from '@karamu/shared';
import { uploadConfig } from '@/components/sheet-import/upload-config';
import { eventKeys } from '@/entities/event';
import { guestKeys } from '@/entities/guest';
import { http } from '@/lib/http';
import {
  guestImportEndpoint,
  guestImportOptions,
  type GuestImportRequest,
} from './import-endpoint';

/** The real import: all rows in one transaction, or none (a 400 lists the rows' problems). */
async function importGuests(request: GuestImportRequest): Promise<GuestImportReport> {
  const { data } = await http.post<GuestImportReport>(
    guestImportEndpoint(request.eventId),
    request.file,
    uploadConfig(request, false, guestImportOptions(request)),
  );
  return data;
}

export function useImportGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGuests,
    onSuccess: (_report, { eventId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guestKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
      ]),
  });
}
