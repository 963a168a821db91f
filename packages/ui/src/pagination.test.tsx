import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

const texts = {
  label: 'Results pages',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  status: (page: number, count: number) => `Page ${page} of ${count}`,
};

describe('Pagination', () => {
  it("says 'Page X of Y' and moves with Previous and Next", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} {...texts} />);
    expect(screen.getByRole('navigation', { name: 'Results pages' })).toHaveTextContent('Page 2 of 5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    rerender(<Pagination page={1} pageCount={5} onPageChange={onPageChange} {...texts} />);
    expect(screen.getByText('Page 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    rerender(<Pagination page={5} pageCount={5} onPageChange={onPageChange} {...texts} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('uses the translated text it is given', () => {
    render(
      <Pagination page={1} pageCount={3} onPageChange={() => undefined} label="Seiten" previousLabel="Zurück" nextLabel="Weiter" status={(p, c) => `Seite ${p} von ${c}`} />,
    );
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});
