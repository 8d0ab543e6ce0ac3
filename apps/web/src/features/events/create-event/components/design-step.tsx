import { useState } from 'react';
import { ArrowRight, CircleAlert } from 'lucide-react';
import type { EventTemplate } from '@karamu/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { getArtworkUrl, TemplatePicker, useEventTemplate } from '@/entities/event-template';

export type DesignStepProps = {
  templateId: string | null;
  onChoose: (template: EventTemplate) => void;
  onContinue: () => void;
  onSkip: () => void;
};

/** Step 1: the invitation design, preselected when the visitor came from the gallery. */
export function DesignStep({ templateId, onChoose, onContinue, onSkip }: DesignStepProps) {
  const chosen = useEventTemplate(templateId);
  const [missing, setMissing] = useState(false);

  return (
    <div className="grid gap-6">
      {templateId && (
        <div
          className="flex items-center gap-4 rounded-lg border bg-muted/40 p-3"
          aria-live="polite"
        >
          {chosen.isPending ? (
            <>
              <Skeleton className="aspect-[5/7] w-16 rounded-md" />
              <Skeleton className="h-5 w-40" />
            </>
          ) : chosen.isError ? (
            <p className="text-sm text-muted-foreground">
              This design is no longer available. Choose another one below.
            </p>
          ) : (
            <>
              <img
                src={getArtworkUrl(chosen.data)}
                alt=""
                className="aspect-[5/7] w-16 rounded-md border object-cover"
              />
              <p className="text-sm">
                <span className="text-muted-foreground">Your design: </span>
                <strong>{chosen.data.name}</strong>
                {chosen.data.categoryName && (
                  <span className="text-muted-foreground"> · {chosen.data.categoryName}</span>
                )}
              </p>
            </>
          )}
        </div>
      )}
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm text-muted-foreground">
          Choose the invitation design for your event. You can change it later.
        </legend>
        <TemplatePicker
          name="create-event-design"
          value={templateId}
          onChange={(template) => {
            setMissing(false);
            onChoose(template);
          }}
        />
      </fieldset>
      {missing && (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>Choose a design, or continue without one.</AlertDescription>
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          onClick={() => {
            if (!templateId || chosen.isError) setMissing(true);
            else onContinue();
          }}
        >
          Continue
          <ArrowRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" onClick={onSkip}>
          Continue without a design
        </Button>
      </div>
    </div>
  );
}
