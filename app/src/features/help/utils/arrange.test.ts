import { describe, expect, it } from 'vitest';
import type { FaqItem } from '@portal/contract/calls/help';
import { arrangeCategories } from './arrange';

const faq = (id: number, category: string, question: string, answer: string): FaqItem => ({
  id,
  type: 'faq',
  category,
  question,
  answer,
});

const items = [
  faq(1, 'Account', 'How do I reset my password?', 'Choose Forgot password.'),
  faq(2, 'Account', 'Can I change my email?', 'Yes, in Account settings.'),
  faq(3, 'Privacy', 'Is it confidential?', 'Yes. Your employer sees nothing.'),
  faq(4, 'Privacy', 'How long is data kept?', 'Seven years, then deleted.'),
  faq(5, 'Events', 'How do I cancel?', 'Open Bookings.'),
];

const shape = (found: number[] | null) =>
  arrangeCategories(items, found, 'Other').map((category) => [
    category.name,
    category.items.map((item) => item.id),
    category.matches,
  ]);

describe('arrangeCategories', () => {
  it('groups by category in the order given when there is no search', () => {
    expect(shape(null)).toEqual([
      ['Account', [1, 2], 0],
      ['Privacy', [3, 4], 0],
      ['Events', [5], 0],
    ]);
  });

  it('moves the items the search found and their categories to the top, best match first', () => {
    expect(shape([4])).toEqual([
      ['Privacy', [4, 3], 1],
      ['Account', [1, 2], 0],
      ['Events', [5], 0],
    ]);
    expect(shape([3, 2])).toEqual([
      ['Privacy', [3, 4], 1],
      ['Account', [2, 1], 1],
      ['Events', [5], 0],
    ]);
  });

  it('keeps every item when nothing matches', () => {
    expect(shape([]).flatMap(([, ids]) => ids)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts items without a category under the fallback name', () => {
    expect(arrangeCategories([{ id: 9, type: 'faq', question: 'Q', answer: 'A' }], null, 'Other')[0]!.name).toBe('Other');
  });
});
