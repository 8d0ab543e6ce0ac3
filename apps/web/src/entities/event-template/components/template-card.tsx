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
  /**
   * Above the fold on a phone: its artwork loads at once, first among the images, since it
   * is what the page's largest paint waits for; the others load as they scroll into view.
   */
  priority?: boolean;
  /** The name's heading level: one below the heading the cards sit under (h3 by default). */
  headingLevel?: 2 | 3;
};

/** A design: its artwork at card proportions (5×7), its name, category and description. */
export function TemplateCard({
  template,
  action,
  selected,
  className,
  priority = false,
  headingLevel = 3,
}: TemplateCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Heading id={titleId} className="leading-tight font-semibold">
            {template.name}
          </Heading>
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
