import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { useDocumentTitle } from '@/hooks/use-document-title';

export type ComingSoonProps = {
  title: string;
  /** What will be here; the default says so plainly. */
  description?: ReactNode;
  children?: ReactNode;
};

/** An honest placeholder for an area not built yet: a title and "coming", no fake data. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="coming-soon-title" className="grid max-w-2xl gap-4 py-2 sm:py-6">
      <h1 id="coming-soon-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <div className="flex items-start gap-3 rounded-lg border border-dashed p-4 text-muted-foreground">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{description ?? 'This page is coming soon. It is not available yet.'}</p>
      </div>
      {children}
    </section>
  );
}
