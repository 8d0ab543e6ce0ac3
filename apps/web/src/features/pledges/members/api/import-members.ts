/**
 * `POST /api/occasions/:id/members/import`: the dry run (every row checked, nothing
 * written) and the real import (members and their already-paid contributions in one
 * transaction, or nothing; a 400 lists the rows' problems).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberImportField, MemberImportPreview, MemberImportReport } from '@karamu/shared';
import { uploadConfig, type SheetUpload } from '@/components/sheet-import/upload-config';
import { occasionMembersEndpoint, pledgeKeys } from '@/entities/pledges';
import { http } from '@/lib/http';

type MembersImportRequest = SheetUpload<MemberImportField> & { occasionId: string };

const importEndpoint = (occasionId: string) => `${occasionMembersEndpoint(occasionId)}/import`;

async function previewMembersImport(request: MembersImportRequest): Promise<MemberImportPreview> {
  const { data } = await http.post<MemberImportPreview>(
    importEndpoint(request.occasionId),
    request.file,
    uploadConfig(request, true),
  );
  return data;
}

async function importMembers(request: MembersImportRequest): Promise<MemberImportReport> {
  const { data } = await http.post<MemberImportReport>(
    importEndpoint(request.occasionId),
    request.file,
    uploadConfig(request, false),
  );
  return data;
}

export function usePreviewMembersImport() {
  return useMutation({ mutationFn: previewMembersImport });
}

/** Members, pledges and payments all move: the whole pledges area is read again. */
export function useImportMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importMembers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pledgeKeys.all }),
  });
}
