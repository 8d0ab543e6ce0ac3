import { useId } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

type StarRatingInputProps = {
  value: number | undefined;
  onChange: (rating: number) => void;
  legend: string;
  error?: string;
};

/**
 * A rating from 1 to 5 as a group of radio buttons drawn as stars: the keyboard moves with
 * the arrow keys as in any radio group, and each option reads "4 stars, Very good".
 */
export function StarRatingInput({ value, onChange, legend, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {LABELS.map((label, index) => {
          const rating = index + 1;
          return (
            <label
              key={rating}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8',
                  value !== undefined && rating <= value
                    ? 'fill-amber-500 text-amber-600'
                    : 'text-muted-foreground',
                )}
              />
              <span className="sr-only">
                {rating} {rating === 1 ? 'star' : 'stars'}, {label}
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {value ? `${value} of 5: ${LABELS[value - 1]}` : 'Choose from 1 to 5 stars'}
      </p>
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
