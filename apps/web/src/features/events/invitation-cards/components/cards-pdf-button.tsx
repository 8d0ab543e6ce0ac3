import { useState } from 'react';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/get-error-message';
import { downloadCardsPdf } from '@/entities/invitation-card';

/** Every guest's card in one printable PDF, drawn by the server. */
export function CardsPdfButton({ eventId }: { eventId: string }) {
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await downloadCardsPdf(eventId);
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button type="button" variant="outline" onClick={() => void run()} disabled={busy}>
      {busy ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" />}
      {busy ? 'Drawing the cards…' : 'Download all cards (PDF)'}
    </Button>
  );
}
