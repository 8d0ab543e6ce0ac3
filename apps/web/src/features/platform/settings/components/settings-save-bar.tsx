import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export type SettingsSaveBarProps = {
  /** The save button's words, e.g. "Save SMS countries". */
  saveLabel: string;
  /** Something differs from what is saved: save and discard are offered. */
  changed: boolean;
  saving: boolean;
  /** Why the last save was refused, with the server's reasons. */
  saveError: string | null;
  onSave: () => void;
  onDiscard: () => void;
  /** More buttons between save and discard. */
  children?: ReactNode;
};

/** The foot of an installation settings section: why a save failed, save, discard. */
export function SettingsSaveBar({
  saveLabel,
  changed,
  saving,
  saveError,
  onSave,
  onDiscard,
  children,
}: SettingsSaveBarProps) {
  return (
    <>
      {saveError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{saveError}</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onSave} disabled={!changed || saving}>
          {saving && <Spinner className="size-4" />}
          {saving ? 'Saving…' : saveLabel}
        </Button>
        {children}
        <Button type="button" variant="outline" disabled={!changed || saving} onClick={onDiscard}>
          Discard changes
        </Button>
      </div>
    </>
  );
}
