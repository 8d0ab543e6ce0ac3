import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from '@/lib/http-errors';
import type { GuestImportProblem, GuestImportReport } from '@karamu/shared';
import { eventKeys } from '@/entities/event';
import { guestKeys } from '@/entities/guest';
import { http } from '@/lib/http';
import { guestImportEndpoint, uploadConfig, type GuestImportRequest } from './import-endpoint';

/** The real import: all rows in one transaction, or none (a 400 lists the rows' problems). */
async function importGuests(request: GuestImportRequest): Promise<GuestImportReport> {
  const { data } = await http.post<GuestImportReport>(
    guestImportEndpoint(request.eventId),
    request.file,
    uploadConfig(request, false),
  );
  return data;
}

/** The problems of a refused import (the file changed since the preview), if that is the error. */
export function getRefusedProblems(error: unknown): GuestImportProblem[] | undefined {
  if (!isAxiosError(error) || error.response?.status !== 400) return undefined;
  const problems = (error.response.data as { problems?: unknown } | undefined)?.problems;
  return Array.isArray(problems) ? (problems as GuestImportProblem[]) : undefined;
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
