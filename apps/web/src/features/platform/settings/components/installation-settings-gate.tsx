import type { ComponentType } from 'react';
import type { InstallationSettings } from '@karamu/shared';
import { useInstallationSettings } from '@/entities/installation';
import { SectionError, SectionLoading } from './settings-section';

/** What an installation settings section's editor is given. */
export type SettingsEditorProps = {
  settings: InstallationSettings;
  /** The reader may save (UPDATE_SETTINGS); the server refuses anyone else anyway. */
  canUpdate: boolean;
};

export type InstallationSettingsGateProps = {
  /** What the loading skeleton is announced as. */
  loadingLabel: string;
  /** The heading of the alert when the settings could not be loaded. */
  errorTitle: string;
  editor: ComponentType<SettingsEditorProps>;
  canUpdate: boolean;
};

/** One section's editor of the installation's settings, once they are loaded. */
export function InstallationSettingsGate({
  loadingLabel,
  errorTitle,
  editor: Editor,
  canUpdate,
}: InstallationSettingsGateProps) {
  const settings = useInstallationSettings();
  if (settings.isPending) return <SectionLoading label={loadingLabel} />;
  if (settings.isError) {
    return (
      <SectionError
        title={errorTitle}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  // A new version (saved here or elsewhere) starts the editor again from the server's copy.
  return <Editor key={settings.data.version} settings={settings.data} canUpdate={canUpdate} />;
}
