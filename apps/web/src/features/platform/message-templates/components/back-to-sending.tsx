import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The way back to the send that sent the user here to write its template (issue 29). */
export function BackToSending({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 justify-self-start text-sm font-medium underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to sending
    </Link>
  );
}
