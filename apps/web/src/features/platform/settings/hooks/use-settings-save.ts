import { useState } from 'react';
import { toast } from 'sonner';
import type { UpdateSettingsInput } from '@karamu/shared';
import { readFieldErrors } from '@/components/forms/read-field-errors';
import { saveVersioned } from '@/components/forms/save-versioned';
import { useUpdateSettings } from '../api/update-settings';

/**
 * Saving one section of the installation's settings. A stale version needs nothing here:
 * the update refetches, and the section's editor mounts again from what was saved (it is
 * keyed by the version). Any other refusal stays on screen with the server's reasons.
 */
export function useSettingsSave(savedMessage: string) {
  const update = useUpdateSettings();
  const [saveError, setSaveError] = useState<string | null>(null);
  const save = (input: UpdateSettingsInput) => {
    setSaveError(null);
    return saveVersioned(
      async () => {
        await update.mutateAsync(input);
        toast.success(savedMessage);
      },
      {
        onRefused: (error, message) => {
          const details = Object.values(readFieldErrors(error)).flat();
          setSaveError([message, ...details.filter((d) => !message.includes(d))].join(' '));
        },
      },
    );
  };
  return {
    save,
    saving: update.isPending,
    saveError,
    clearSaveError: () => setSaveError(null),
  };
}
