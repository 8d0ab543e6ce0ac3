import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError, type AxiosResponse } from 'axios';
import { addDays, format, subDays } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import type { FormFieldDefinition } from '@karamu/shared';
import { EVERY_FIELD_TYPE } from '../../../test/fixtures/form-fixtures';
import { DynamicForm, type DynamicFormProps } from './dynamic-form';

const today = new Date();
const calendarDay = (date: Date) => format(date, 'yyyy-MM-dd');

function renderForm(fields: FormFieldDefinition[], props: Partial<DynamicFormProps> = {}) {
  const onSubmit = vi.fn<DynamicFormProps['onSubmit']>();
  const user = userEvent.setup();
  render(<DynamicForm fields={fields} onSubmit={onSubmit} defaultPhoneCountry="KE" {...props} />);
  const submit = () => user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, onSubmit, submit };
}

/** The message shown under a field, found through the field's aria-describedby. */
function messageOf(control: HTMLElement): string | null {
  const id = control.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('DynamicForm: one control per type, each named by its label', () => {
  const fields = EVERY_FIELD_TYPE;

  it('renders every type with a label tied to its control', () => {
    renderForm(fields);
    expect(screen.getByLabelText('Title')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Guests')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('switch', { name: 'Public' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Event date Pick a date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Country: Kenya, +254' })).toBeInTheDocument();
  });

  it('submits typed values in the shapes the server validates', async () => {
    const { user, onSubmit, submit } = renderForm(fields);
    await user.type(screen.getByLabelText('Title'), '  Harusi ya Amina ');
    await user.type(screen.getByLabelText('Guests'), '120');
    await user.type(screen.getByLabelText('Website'), 'https://karamu.example/amina');
    await user.type(screen.getByLabelText('Phone'), '0712345678');
    await user.click(screen.getByRole('switch', { name: 'Public' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Harusi ya Amina',
      guests: 120,
      website: 'https://karamu.example/amina',
      phone: '+254712345678',
      public: true,
      eventDate: undefined,
    });
  });

  it('leaves optional fields empty without complaint', async () => {
    const { onSubmit, submit } = renderForm(fields);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      title: undefined,
      guests: undefined,
      website: undefined,
      phone: undefined,
      public: false,
      eventDate: undefined,
    });
  });
});

describe('DynamicForm: validation messages under their fields', () => {
  it('required text, number and date: "This field is required"', async () => {
    const { onSubmit, submit } = renderForm([
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'guests', label: 'Guests', type: 'number', required: true },
      { name: 'eventDate', label: 'Event date', type: 'date', required: true },
    ]);
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    for (const control of [
      screen.getByLabelText(/Title/),
      screen.getByLabelText(/Guests/),
      screen.getByRole('button', { name: /Event date/ }),
    ]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(messageOf(control)).toBe('This field is required');
    }
  });

  it('link: "Invalid Link provided"', async () => {
    const { user, submit } = renderForm([{ name: 'website', label: 'Website', type: 'link' }]);
    await user.type(screen.getByLabelText('Website'), 'karamu.example');
    await submit();
    expect(messageOf(screen.getByLabelText('Website'))).toBe('Invalid Link provided');
  });

  it('phone: "Invalid phone number"', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'phone', label: 'Phone', type: 'phone', required: true },
    ]);
    await user.type(screen.getByLabelText(/Phone/), '07123');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf(screen.getByLabelText(/Phone/))).toBe('Invalid phone number');
  });

  it('date after today: "Date must be in the future"', async () => {
    const { onSubmit, submit } = renderForm(
      [{ name: 'eventDate', label: 'Event date', type: 'date', afterToday: true }],
      { defaultValues: { eventDate: calendarDay(subDays(today, 1)) } },
    );
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf(screen.getByRole('button', { name: /Event date/ }))).toBe(
      'Date must be in the future',
    );
  });

  it('clears a message once the value is fixed', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'title', label: 'Title', type: 'text', required: true },
    ]);
    await submit();
    expect(messageOf(screen.getByLabelText(/Title/))).toBe('This field is required');
    await user.type(screen.getByLabelText(/Title/), 'Harusi');
    expect(messageOf(screen.getByLabelText(/Title/))).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Harusi' });
  });
});

describe('DynamicForm: lessThan and greaterThan, with labels', () => {
  const numbers: FormFieldDefinition[] = [
    { name: 'minGuests', label: 'Minimum guests', type: 'number', lessThan: 'maxGuests' },
    { name: 'maxGuests', label: 'Maximum guests', type: 'number', greaterThan: 'minGuests' },
  ];
  const dates: FormFieldDefinition[] = [
    { name: 'startsOn', label: 'Start date', type: 'date', lessThan: 'endsOn' },
    { name: 'endsOn', label: 'End date', type: 'date', greaterThan: 'startsOn' },
  ];

  it('numbers', async () => {
    const { user, onSubmit, submit } = renderForm(numbers);
    await user.type(screen.getByLabelText('Minimum guests'), '300');
    await user.type(screen.getByLabelText('Maximum guests'), '200');
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf(screen.getByLabelText('Minimum guests'))).toBe(
      'Minimum guests must be less than Maximum guests',
    );
    expect(messageOf(screen.getByLabelText('Maximum guests'))).toBe(
      'Maximum guests must be greater than Minimum guests',
    );
  });

  it('numbers equal are fine', async () => {
    const { user, onSubmit, submit } = renderForm(numbers);
    await user.type(screen.getByLabelText('Minimum guests'), '200');
    await user.type(screen.getByLabelText('Maximum guests'), '200');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ minGuests: 200, maxGuests: 200 });
  });

  it('dates', async () => {
    const { onSubmit, submit } = renderForm(dates, {
      defaultValues: { startsOn: '2026-12-10', endsOn: '2026-12-01' },
    });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf(screen.getByRole('button', { name: /^Start date/ }))).toBe(
      'Start date must be less than End date',
    );
    expect(messageOf(screen.getByRole('button', { name: /^End date/ }))).toBe(
      'End date must be greater than Start date',
    );
  });
});

describe('DynamicForm: date picker', () => {
  it('shows weeks starting on Sunday and submits the picked day', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'eventDate', label: 'Event date', type: 'date', afterToday: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Event date Pick a date' }));
    const grid = await screen.findByRole('grid');
    const weekdays = [...grid.querySelectorAll('thead th')].map((th) =>
      th.getAttribute('aria-label'),
    );
    expect(weekdays[0]).toBe('Sunday');
    expect(weekdays[6]).toBe('Saturday');
    const firstDay = within(within(grid).getAllByRole('row')[1] as HTMLElement).getAllByRole(
      'button',
    )[0];
    expect(firstDay).toHaveAccessibleName(/^(Today, )?Sunday/);

    const yesterday = subDays(today, 1);
    if (yesterday.getMonth() === today.getMonth()) {
      const yesterdayButton = within(grid).getByRole('button', {
        name: new RegExp(format(yesterday, 'MMMM do, yyyy')),
      });
      expect(yesterdayButton).toBeDisabled();
    }
    const target = addDays(today, 1);
    if (target.getMonth() !== today.getMonth()) {
      await user.click(screen.getByRole('button', { name: /next month/i }));
    }
    await user.click(
      screen.getByRole('button', { name: new RegExp(format(target, 'MMMM do, yyyy')) }),
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Event date ${format(target, 'd MMM yyyy')}` }),
    ).toBeInTheDocument();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ eventDate: calendarDay(target) });
  });
});

describe('DynamicForm: phone input', () => {
  it('formats as you type and picks a country from a searchable list', async () => {
    const { user, onSubmit, submit } = renderForm([
      { name: 'phone', label: 'Phone', type: 'phone' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Country: Kenya, +254' }));
    const search = await screen.findByRole('combobox', { name: 'Search countries' });
    await user.type(search, 'tanz');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Tanzania');
    expect(options[0]).toHaveTextContent('+255');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Country: Tanzania.*\+255/ })).toBeInTheDocument();

    const input = screen.getByLabelText('Phone');
    await user.type(input, '0621234567');
    expect(input).toHaveValue('0621 234 567');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+255621234567' });
  });

  it('finds a country by dial code', async () => {
    const { user } = renderForm([{ name: 'phone', label: 'Phone', type: 'phone' }]);
    await user.click(screen.getByRole('button', { name: 'Country: Kenya, +254' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search countries' }), '+256');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Uganda'),
    ]);
    await user.click(screen.getByRole('option'));
    expect(screen.getByRole('button', { name: 'Country: Uganda, +256' })).toBeInTheDocument();
  });

  it('takes a number typed with + and shows a saved number nationally', async () => {
    const { user, onSubmit, submit } = renderForm(
      [{ name: 'phone', label: 'Phone', type: 'phone' }],
      {
        defaultValues: { phone: '+254712345678' },
      },
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveValue('0712 345678');
    await user.clear(input);
    await user.type(input, '+447911123456');
    expect(screen.getByRole('button', { name: /Country: United Kingdom/ })).toBeInTheDocument();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ phone: '+447911123456' });
  });
});

describe('DynamicForm: submitting', () => {
  const fields: FormFieldDefinition[] = [
    { name: 'title', label: 'Title', type: 'text', required: true },
  ];

  it('disables the button while the submission runs', async () => {
    let finish: () => void = () => {};
    const { user, onSubmit, submit } = renderForm(fields);
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.type(screen.getByLabelText(/Title/), 'Harusi');
    await submit();
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("puts the server's fieldErrors on their fields and its message above the button", async () => {
    const { user, onSubmit, submit } = renderForm(fields);
    onSubmit.mockRejectedValue(
      new AxiosError(
        'Request failed with status code 400',
        'ERR_BAD_REQUEST',
        undefined,
        undefined,
        {
          status: 400,
          data: { message: 'Validation failed', fieldErrors: { title: ['This title is taken'] } },
        } as AxiosResponse,
      ),
    );
    await user.type(screen.getByLabelText(/Title/), 'Harusi');
    await submit();
    expect(messageOf(screen.getByLabelText(/Title/))).toBe('This title is taken');
    expect(screen.getByLabelText(/Title/)).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed');
  });

  it('shows fieldErrors handed in by the caller', () => {
    renderForm(fields, { fieldErrors: { title: ['This title is taken'], other: ['ignored'] } });
    expect(messageOf(screen.getByLabelText(/Title/))).toBe('This title is taken');
  });
});
