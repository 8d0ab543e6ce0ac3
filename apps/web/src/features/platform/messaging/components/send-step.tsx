import { useId, type ReactNode } from 'react';

/** One numbered step of the send form: a region named by its heading. */
export function SendStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        <span className="text-muted-foreground">{number}.</span> {title}
      </h2>
      {children}
    </section>
  );
}
