import { useId } from 'react';
import { AUDIENCES, SELECTED_FILTER, type AudienceName } from '@karamu/shared';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { AUDIENCE_COPY } from '@/entities/messaging';
import { RecipientPicker, type PickedRecipients } from './recipient-picker';
import { SendStep } from './send-step';

/** Step 3: who gets it, a filter of the audience or people picked by hand. */
export function RecipientsStep({
  audience,
  contextId,
  filterName,
  onFilterChange,
  picked,
  onPickedChange,
}: {
  audience: AudienceName;
  /** Empty until the context is chosen: picking by hand needs it. */
  contextId: string;
  filterName: string;
  onFilterChange: (filterName: string) => void;
  picked: PickedRecipients;
  onPickedChange: (picked: PickedRecipients) => void;
}) {
  const id = useId();
  const { contextLabel, filters } = AUDIENCES[audience];
  return (
    <SendStep number={3} title="Recipients">
      <RadioGroup
        aria-labelledby={id}
        value={filterName}
        onValueChange={onFilterChange}
        className="max-w-md"
      >
        <span id={id} className="sr-only">
          Who gets it
        </span>
        {Object.entries(filters).map(([name, label]) => (
          <div key={name} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${name}`} value={name} />
            <Label htmlFor={`${id}-${name}`} className="font-normal">
              {label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {filterName === SELECTED_FILTER &&
        (contextId ? (
          <RecipientPicker
            audience={audience}
            contextId={contextId}
            picked={picked}
            onChange={onPickedChange}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            Choose the {contextLabel.toLowerCase()} to pick its {AUDIENCE_COPY[audience].other}.
          </p>
        ))}
    </SendStep>
  );
}
