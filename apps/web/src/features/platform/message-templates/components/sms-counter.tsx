import { countSms, SMS_LIMITS } from '@karamu/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** A character as the user can recognise it; invisible ones (a no-break space, a joiner) by code. */
function showCharacter(char: string): string {
  if (/[\p{L}\p{N}\p{P}\p{S}]/u.test(char)) return char;
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * What an SMS text costs, live: the encoding, its length, how many SMS it takes and what
 * is left in the last one; in UCS-2, the characters that caused it, so one emoji that
 * triples the cost can be found and removed.
 */
export function SmsCounter({ text, className }: { text: string; className?: string }) {
  const count = countSms(text);
  const ucs2 = count.encoding === 'UCS-2';
  const unit = ucs2 ? 'UTF-16 units' : 'characters';
  return (
    <div
      role="status"
      aria-label="SMS length"
      className={cn('grid gap-1.5 rounded-md border bg-muted/40 px-3 py-2 text-sm', className)}
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge variant={ucs2 ? 'destructive' : 'secondary'}>{count.encoding}</Badge>
        <span>
          {count.units} {unit}
        </span>
        <span className="font-medium">{count.segments} SMS</span>
        <span className="text-muted-foreground">{count.remaining} left in the last one</span>
      </p>
      {ucs2 && (
        <p>
          Sent as UCS-2 because of{' '}
          {count.nonGsm.map((char) => (
            <kbd
              key={char}
              className="mx-0.5 rounded border bg-background px-1 font-mono text-xs"
              title={`U+${char.codePointAt(0)!.toString(16).toUpperCase()}`}
            >
              {showCharacter(char)}
            </kbd>
          ))}
          : each SMS then holds {SMS_LIMITS['UCS-2'].single} characters instead of{' '}
          {SMS_LIMITS['GSM-7'].single}.
        </p>
      )}
    </div>
  );
}
