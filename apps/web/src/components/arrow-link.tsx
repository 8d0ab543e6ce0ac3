import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { ArrowRight } from 'lucide-react';

/** A next step written as a link: its words and an arrow, in the primary colour. */
export function ArrowLink({ to, children }: { to: To; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
