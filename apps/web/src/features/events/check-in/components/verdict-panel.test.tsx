import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInGuest } from '@karamu/shared';
import {
  previewGuest,
  verdictFromServer,
  verdictOffline,
  type DoorVerdict,
} from '../lib/door-verdicts';
import { VerdictPanel } from './verdict-panel';

const guest = (fields: Partial<CheckInGuest> = {}): CheckInGuest => ({
  id: 'c0ffee00-1234-4abc-9def-0123456789ab',
  name: 'Neema Akinyi',
  cardType: 'family',
  admissions: 4,
  checkedIn: 0,
  tableName: '7',
  shortCode: 'AB2C9XYZ',
  owedMinor: null,
  ...fields,
});

function renderPanel(verdict: DoorVerdict, onAdmit?: (count: number) => void) {
  const onNext = vi.fn();
  render(<VerdictPanel verdict={verdict} onAdmit={onAdmit} onNext={onNext} />);
  return { onNext };
}

describe('VerdictPanel', () => {
  it('shows who may come in, in words and colour, and admits the chosen number', async () => {
    const user = userEvent.setup();
    const onAdmit = vi.fn();
    renderPanel(previewGuest(guest({ checkedIn: 1 }), 'KES'), onAdmit);

    const verdict = screen.getByRole('status');
    expect(verdict).toHaveTextContent('Partly used');
    expect(verdict).toHaveTextContent('Neema Akinyi');
    expect(verdict).toHaveTextContent('Family card · Table 7');
    expect(verdict).toHaveTextContent('3 of 4 admissions left');
    expect(screen.getByRole('heading', { name: /Partly used/ }).closest('section')).toHaveAttribute(
      'data-tone',
      'caution',
    );

    // The count starts at everything left and cannot go past it.
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'One fewer' }));
    await user.click(screen.getByRole('button', { name: 'One fewer' }));
    expect(screen.getByRole('group', { name: 'People to admit' })).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Admit 1' }));
    expect(onAdmit).toHaveBeenCalledWith(1);
  });

  it('offers no admission for a used card, and says why', () => {
    renderPanel(previewGuest(guest({ checkedIn: 4 }), 'KES'), vi.fn());
    expect(screen.getByRole('heading', { name: /Already used/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No admissions left (4 of 4 used)');
    expect(screen.getByRole('status')).toHaveTextContent(/already been used/);
    expect(screen.queryByRole('button', { name: /^Admit/ })).not.toBeInTheDocument();
  });

  it('shows a refused card in red with its reason and no guest', async () => {
    const { onNext } = renderPanel(
      verdictFromServer(
        {
          clientId: 'x',
          result: 'forged',
          reason: 'The card is not genuine: its signature does not match this event',
          requested: 1,
          admitted: 0,
          remaining: 0,
          overAdmitted: 0,
          replayed: false,
        },
        'KES',
      ),
    );
    const heading = screen.getByRole('heading', { name: /Forged card/ });
    expect(heading).toHaveTextContent('(Stop)');
    expect(heading.closest('section')).toHaveAttribute('data-tone', 'stop');
    expect(screen.getByRole('status')).toHaveTextContent(/not genuine/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next guest' }));
    expect(onNext).toHaveBeenCalled();
  });

  it('shows what a guest still owes in amber, spoken too, and offers to take cash', async () => {
    const onRecordCash = vi.fn();
    render(
      <VerdictPanel
        verdict={previewGuest(guest({ owedMinor: 800_000 }), 'KES')}
        onAdmit={vi.fn()}
        onRecordCash={onRecordCash}
        onNext={vi.fn()}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/Still owes\s*KES\s*8,000\.00/);
    expect(status).toHaveTextContent('ask for the money before admitting');
    expect(screen.getByRole('heading', { name: /Admit/ }).closest('section')).toHaveAttribute(
      'data-tone',
      'caution',
    );
    expect(screen.getByRole('button', { name: 'Admit 4' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Record cash payment' }));
    expect(onRecordCash).toHaveBeenCalled();
  });

  it('marks an admission made offline as waiting to sync', () => {
    renderPanel(verdictOffline(guest({ checkedIn: 2 }), 2, 'KES'));
    expect(screen.getByRole('heading', { name: /Admitted 2/ }).closest('section')).toHaveAttribute(
      'data-tone',
      'go',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Waiting to sync');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 admissions left');
  });
});
