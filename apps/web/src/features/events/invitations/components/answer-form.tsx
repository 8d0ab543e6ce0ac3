import { useState, type FormEvent } from 'react';
import type { Invitation } from '@karamu/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage } from '@/lib/get-error-message';
import { showToast } from '@/lib/lazy-toast';
import { useAnswerInvitation } from '../api/answer-invitation';

type Choice = 'yes' | 'no';

export function AnswerForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { guest } = invitation;
  const answer = useAnswerInvitation(token);
  const answered = guest.rsvpStatus !== 'pending';
  const [choice, setChoice] = useState<Choice | undefined>(
    answered ? (guest.rsvpStatus === 'accepted' ? 'yes' : 'no') : undefined,
  );
  const [count, setCount] = useState(guest.rsvpCount || guest.admissions);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    answer.mutate(
      { attending: choice === 'yes', ...(choice === 'yes' ? { count } : {}) },
      {
        onSuccess: () => void showToast('success', 'Thank you, your answer is saved'),
        onError: (error) => void showToast('error', getErrorMessage(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-describedby="answer-status">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium">Will you attend?</legend>
        {(
          [
            ['yes', 'Yes, I will attend'],
            ['no', 'No, I cannot attend'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5"
          >
            <input
              type="radio"
              name="attending"
              value={value}
              checked={choice === value}
              onChange={() => setChoice(value)}
              className="size-4 accent-primary"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {choice === 'yes' && guest.admissions > 1 ? (
        <div className="grid gap-2">
          <Label htmlFor="answer-count">How many of you will come?</Label>
          <NativeSelect
            id="answer-count"
            value={count}
            onChange={(e) => setCount(Number(e.target.value))}
            className="w-32"
          >
            {Array.from({ length: guest.admissions }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <p id="answer-status" className="text-sm text-muted-foreground" role="status">
        {guest.rsvpStatus === 'accepted'
          ? `Your answer: attending, ${guest.rsvpCount ?? guest.admissions} of ${guest.admissions}.`
          : guest.rsvpStatus === 'declined'
            ? 'Your answer: not attending.'
            : 'You have not answered yet.'}
      </p>
      <Button type="submit" disabled={!choice || answer.isPending} className="justify-self-start">
        {answer.isPending ? 'Saving…' : answered ? 'Change my answer' : 'Send my answer'}
      </Button>
    </form>
  );
}
