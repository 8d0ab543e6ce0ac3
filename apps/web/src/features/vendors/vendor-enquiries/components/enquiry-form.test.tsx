import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { phoneRulesKeys } from '@/entities/installation';
import { renderWithProviders } from '../../../../../test/render-with-providers';
import { sendJson, setupApiServer, type Handler } from '../../../../../test/test-server';
import { EnquiryForm, type EnquiryService } from '..';

const VENDOR_ID = '00000000-0000-4000-8000-0000000000a1';
const SERVICE: EnquiryService = {
  id: '00000000-0000-4000-8000-0000000000b1',
  title: 'Wedding catering',
};
const serve: Handler = (request, res) => {
  if (request.url === '/api/installation') return sendJson(res, 200, { defaultCountry: 'KE' });
  if (request.method === 'POST') {
    return sendJson(res, 201, { message: 'Thank you: your enquiry was sent to the vendor.' });
  }
  return sendJson(res, 404, { message: 'Not found' });
};

const server = setupApiServer(serve);

/** The form, once the installation's default country has reached the phone field. */
async function renderForm() {
  renderWithProviders(<EnquiryForm vendorId={VENDOR_ID} services={[SERVICE]} />, {
    cached: [[phoneRulesKeys.all, { extraMobilePrefixes: {} }]],
  });
  await screen.findByRole('button', { name: 'Country: Kenya, +254' });
  return userEvent.setup();
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const posts = () =>
  server.requests.filter((r) => r.method === 'POST').map((r) => [r.url, JSON.parse(r.body)]);

describe('EnquiryForm', { timeout: 60_000 }, () => {
  it('checks the fields with the shared schema, then sends and confirms', async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription(
        'Your name is required',
      ),
    );
    expect(screen.getByLabelText('Number of guests')).toHaveAccessibleDescription(
      'Guest count must be a number',
    );
    const date = screen.getByLabelText('Event date');
    await user.type(date, '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription('Event date cannot be in the past'),
    );
    expect(posts()).toEqual([]);

    await user.type(screen.getByLabelText('Your name'), 'Neema Wanjiru');
    await user.type(screen.getByLabelText('Your phone number'), '0712 345678');
    await user.clear(date);
    await user.type(date, inDays(90));
    await user.type(screen.getByLabelText('Number of guests'), '250');
    await user.selectOptions(screen.getByLabelText('Service (optional)'), SERVICE.id);
    await user.type(screen.getByLabelText('Message'), 'Mnapatikana tarehe hiyo?');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));

    expect(await screen.findByText('Enquiry sent')).toBeInTheDocument();
    expect(posts()).toEqual([
      [
        `/api/public/vendors/${VENDOR_ID}/enquiries`,
        {
          name: 'Neema Wanjiru',
          phone: '+254712345678',
          email: null,
          eventDate: inDays(90),
          guestCount: 250,
          message: 'Mnapatikana tarehe hiyo?',
          serviceId: SERVICE.id,
          website: '',
        },
      ],
    ]);
  });

  it('hides the honeypot from people and from the accessibility tree', async () => {
    await renderForm();
    // Not reachable by role or label: only a robot filling every input finds it.
    expect(screen.queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    const trap = document.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows a refusal such as the rate limit', async () => {
    server.route = (request, res) =>
      request.method === 'POST'
        ? sendJson(res, 429, { message: 'Too many enquiries sent. Try again in 42 minutes.' })
        : serve(request, res);
    const user = await renderForm();
    await user.type(screen.getByLabelText('Your name'), 'Neema');
    await user.type(screen.getByLabelText('Your phone number'), '0712 345678');
    await user.type(screen.getByLabelText('Event date'), inDays(30));
    await user.type(screen.getByLabelText('Number of guests'), '50');
    await user.type(screen.getByLabelText('Message'), 'Habari');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(/Try again in 42 minutes/)).toBeInTheDocument();
    expect(screen.queryByText('Enquiry sent')).not.toBeInTheDocument();
  });
});
