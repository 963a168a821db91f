import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Pagination } from './pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: {
    page: 2,
    pageCount: 5,
    label: 'Results pages',
    previousLabel: 'Previous',
    nextLabel: 'Next',
    status: (page: number, count: number) => `Page ${page} of ${count}`,
    onPageChange: () => undefined,
  },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pagination {...args} page={page} onPageChange={setPage} />;
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const German: Story = {
  args: { label: 'Seiten', previousLabel: 'Zurück', nextLabel: 'Weiter', status: (p: number, c: number) => `Seite ${p} von ${c}`, page: 1 },
};
