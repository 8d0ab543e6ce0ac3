import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstallationSettings, UpdateSettingsInput } from '@karamu/shared';
import { http } from '@/lib/http';
import {
  installationKeys,
  phoneRulesKeys,
  SETTINGS_ENDPOINT,
  settingsKeys,
} from '@/entities/installation';

async function updateSettings(input: UpdateSettingsInput): Promise<InstallationSettings> {
  const { data } = await http.put<InstallationSettings>(SETTINGS_ENDPOINT, input);
  return data;
}

/** Settles by refetching, so a stale version (409) shows what someone else saved. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: phoneRulesKeys.all }),
        // The defaults new events, occasions and phone fields start on.
        queryClient.invalidateQueries({ queryKey: installationKeys.all }),
      ]),
  });
}
