import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile, UpdateProfileInput } from '@karamu/shared';
import { meKeys } from '@/entities/session';
import { http } from '@/lib/http';
import { PROFILE_ENDPOINT, profileKeys } from '@/entities/profile';
import { sendingStatusKeys } from '@/entities/sending';

async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  const { data } = await http.patch<Profile>(PROFILE_ENDPOINT, input);
  return data;
}

/**
 * After a change to the profile: the profile itself, and the current user the header
 * shows (name and picture), are read again. The SMS standing too (a new phone is no longer
 * the proven one), without the save waiting for it.
 */
export function refreshProfile(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: sendingStatusKeys.all });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    queryClient.invalidateQueries({ queryKey: meKeys.all }),
  ]);
}

/** Settles by refetching, so a stale version (409) shows the current record too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSettled: () => refreshProfile(queryClient),
  });
}
