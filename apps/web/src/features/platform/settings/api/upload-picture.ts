import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@karamu/shared';
import { http } from '@/lib/http';
import { PROFILE_ENDPOINT } from '@/entities/profile';
import { refreshProfile } from './update-profile';

/** The image goes as the raw body; the server re-encodes it (and refuses non-images). */
async function uploadPicture(file: Blob): Promise<Profile> {
  const { data } = await http.put<Profile>(`${PROFILE_ENDPOINT}/picture`, file, {
    headers: { 'Content-Type': file.type },
  });
  return data;
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => refreshProfile(queryClient),
  });
}
