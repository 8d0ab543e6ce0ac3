import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecordPage } from './record-page';

type Thing = { name: string };

/** A record page over a query whose answers the test hands out one at a time. */
function renderRecordPage() {
  const answers: { resolve: (thing: Thing) => void; reject: (error: Error) => void }[] = [];
  function Page() {
    const query = useQuery({
      queryKey: ['thing'],
      queryFn: () => new Promise<Thing>((resolve, reject) => answers.push({ resolve, reject })),
      retry: false,
    });
    return (
      <RecordPage
        back={{ to: '/things', label: 'Things' }}
        noun="Thing"
        query={query}
        title={(thing) => thing.name}
        placeholder={null}
      >
        {(thing) => <h1>{thing.name}</h1>}
      </RecordPage>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  /** The query's latest request, once it has been asked. */
  const latest = async () => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    return answers.at(-1)!;
  };
  return { answers, latest };
}

describe('RecordPage', () => {
  it('links back, says it is loading under the kind as heading, then shows the record', async () => {
    const { latest } = renderRecordPage();
    expect(screen.getByRole('link', { name: 'Things' })).toHaveAttribute('href', '/things');
    const loading = screen.getByRole('status', { name: 'Loading the thing' });
    expect(loading).toContainElement(screen.getByRole('heading', { level: 1, name: 'Thing' }));
    expect(document.title).toBe('Thing · Karamu');

    (await latest()).resolve({ name: 'Harusi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi' })).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(document.title).toBe('Harusi · Karamu');
  });

  it('says why it failed under the kind as heading, and Retry asks again', async () => {
    const user = userEvent.setup();
    const { answers, latest } = renderRecordPage();
    (await latest()).reject(new Error('The network is down'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the thing');
    expect(alert).toHaveTextContent('The network is down');
    expect(screen.getByRole('heading', { level: 1, name: 'Thing' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    (await latest()).resolve({ name: 'Harusi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Harusi' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
