import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@karamu/shared';
import { http } from '@/lib/http';
import { PROFILE_ENDPOINT } from '@/entities/profile';
import { refreshProfile } from './update-profile';

async function removePicture(): Promise<Profile> {
  const { data } = await http.delete<Profile>(`${PROFILE_ENDPOINT}/picture`);
  return data;
}

export function useRemovePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePicture,
    onSuccess: () => refreshProfile(queryClient),
  });
}
