import type { ReactNode } from 'react';
import type { InstallationSettings } from '@karamu/shared';
import { useInstallationSettings } from '@/entities/installation';
import { SectionError, SectionLoading } from './settings-section';

export type InstallationSettingsGateProps = {
  /** What the loading skeleton is announced as. */
  loadingLabel: string;
  /** The heading of the alert when the settings could not be loaded. */
  errorTitle: string;
  /** The section's editor; key it by `settings.version` to start again from each save. */
  children: (settings: InstallationSettings) => ReactNode;
};

/** The installation's settings for one section's editor, once they are loaded. */
export function InstallationSettingsGate({
  loadingLabel,
  errorTitle,
  children,
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
  return children(settings.data);
}
