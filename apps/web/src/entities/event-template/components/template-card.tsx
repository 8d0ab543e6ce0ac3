import { useId, type ReactNode } from 'react';
import type { EventTemplate } from '@karamu/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { getArtworkUrl } from '../lib/artwork-url';

export type TemplateCardProps = {
  template: EventTemplate;
  /** What the card offers: a link, a radio button... */
  action?: ReactNode;
  selected?: boolean;
  className?: string;
};

/** A design: its artwork at card proportions (5×7), its name, category and description. */
export function TemplateCard({ template, action, selected, className }: TemplateCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow',
        selected && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
        className,
      )}
    >
      <div className="aspect-[5/7] bg-muted">
        <img
          src={getArtworkUrl(template)}
          alt={`Preview of the ${template.name} design`}
          width={600}
          height={840}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={titleId} className="leading-tight font-semibold">
            {template.name}
          </h3>
          {template.categoryName && <Badge variant="secondary">{template.categoryName}</Badge>}
        </div>
        {template.description && (
          <p className="text-sm text-muted-foreground">{template.description}</p>
        )}
        {action && <div className="mt-auto pt-2">{action}</div>}
      </div>
    </article>
  );
}
