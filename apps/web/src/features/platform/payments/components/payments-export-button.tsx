import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import type { PaymentType } from '@karamu/shared';
import type { ListView } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { saveBlob } from '@/lib/save-blob';
import { exportPayments } from '../api/export-payments';

/** Downloads every payment the table's filter selects, as CSV built by the server. */
export function PaymentsExportButton({ type, view }: { type: PaymentType; view: ListView }) {
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const { blob, fileName } = await exportPayments(type, view);
      saveBlob(blob, fileName);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void run()}>
      {busy ? <Spinner /> : <Download aria-hidden="true" />}
      {busy ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
