import { useState } from 'react';
import { isCancel } from '@/lib/http-errors';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import type { GuestExportFormat } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { saveBlob } from '@/lib/save-blob';
import { exportGuests } from '../api/export-guests';

export type GuestExportButtonProps = {
  eventId: string;
  /** The guest list's current `filter` values and sort; every matching guest is exported. */
  filter?: readonly string[];
  sort?: string;
};

/** Downloads the event's guests as CSV or Excel, built by the server from the list's filter. */
export function GuestExportButton({ eventId, filter, sort }: GuestExportButtonProps) {
  const [busy, setBusy] = useState<GuestExportFormat | null>(null);

  async function run(format: GuestExportFormat) {
    setBusy(format);
    try {
      const { blob, fileName } = await exportGuests({
        eventId,
        format,
        ...(filter ? { filter } : {}),
        ...(sort ? { sort } : {}),
      });
      saveBlob(blob, fileName);
    } catch (error) {
      if (!isCancel(error)) toast.error(getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={busy !== null}>
          {busy ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
          {busy ? 'Exporting…' : 'Export guests'}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => void run('csv')}>CSV (.csv)</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void run('xlsx')}>Excel (.xlsx)</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
