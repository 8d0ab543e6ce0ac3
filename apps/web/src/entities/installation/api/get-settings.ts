import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstallationSettings } from '@karamu/shared';
import { http } from '@/lib/http';

export const SETTINGS_ENDPOINT = '/settings';

export const settingsKeys = {
  all: ['settings'] as const,
  detail: () => [...settingsKeys.all, 'detail'] as const,
};

async function getSettings(): Promise<InstallationSettings> {
  const { data } = await http.get<InstallationSettings>(SETTINGS_ENDPOINT);
  return data;
}

const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.detail(), queryFn: getSettings });

/** Installation settings: only for holders of READ_SETTINGS (the server answers 403 otherwise). */
export function useInstallationSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...settingsQueryOptions(), enabled: options.enabled ?? true });
}
