import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n';
import { ListState, type ListQuery } from './list-state';
import { RowSkeleton } from './skeletons';

type Reply = { names: string[]; total: number };

function Names({ query }: { query: ListQuery<Reply> }) {
  return (
    <ListState
      query={query}
      items={(data) => data.names}
      errorMessage="The names could not be loaded."
      loading={<RowSkeleton label="Loading the names" rows={2} />}
      empty={{ icon: 'info', title: 'No names yet', description: 'Add one above.' }}
    >
      {(names, data) => (
        <ul aria-label={`${data.total} names`}>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

const renderWithProviders = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
const retry = () => vi.fn(() => Promise.resolve(undefined));

describe('ListState', () => {
  it('shows the load error with Try again when nothing has loaded, and retries', async () => {
    const mutate = retry();
    renderWithProviders(<Names query={{ data: undefined, error: new Error('boom'), mutate }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The names could not be loaded.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Loading the names')).not.toBeInTheDocument();
  });

  it('shows the skeleton with its label until the first reply', () => {
    const { container } = renderWithProviders(<Names query={{ data: undefined, mutate: retry() }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the names');
    expect(container.querySelectorAll('[aria-busy="true"] > [aria-hidden="true"]')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty state with its copy when the list is empty', () => {
    renderWithProviders(<Names query={{ data: { names: [], total: 0 }, mutate: retry() }} />);
    expect(screen.getByText('No names yet')).toBeInTheDocument();
    expect(screen.getByText('Add one above.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders the rows with the whole reply', () => {
    renderWithProviders(<Names query={{ data: { names: ['Ada', 'Grace'], total: 5 }, mutate: retry() }} />);
    expect(screen.getByRole('list', { name: '5 names' })).toHaveTextContent('AdaGrace');
    expect(screen.queryByText('No names yet')).not.toBeInTheDocument();
  });

  it('keeps the rows it has when a later fetch fails', () => {
    renderWithProviders(<Names query={{ data: { names: ['Ada'], total: 1 }, error: new Error('offline'), mutate: retry() }} />);
    expect(screen.getByRole('list', { name: '1 names' })).toHaveTextContent('Ada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
