import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_PAGE_SIZE,
  DEFAULT_TAG_FILTERS,
  EXCLUDED_TAGS,
  MAX_PAGE_SIZE,
  dateTimeText,
  isExcludedTag,
  liveStatus,
  locationFilter,
  normalisePage,
  offeredFilters,
  pageOffset,
  paginate,
  tagsToFilter,
} from './rules';

describe('pagination', () => {
  it('describes the spec constants', () => {
    expect(CAROUSEL_PAGE_SIZE).toBe(6);
    expect(DEFAULT_TAG_FILTERS).toEqual(['Life', 'Mind', 'Body']);
    expect(EXCLUDED_TAGS).toEqual([
      'Training Plans',
      'Courses',
      'Surge',
      'Draft',
      'Ignite',
      'Healthcoach',
      'Try One Of These',
    ]);
  });

  it('pages 14 items by 6 into 3 pages', () => {
    expect(paginate(14, { page: 1, pageSize: 6 })).toEqual({
      current_page: 1,
      per_page: 6,
      total_pages: 3,
      total: 14,
      has_next_page: true,
      has_prev_page: false,
    });
    expect(paginate(14, { page: 3, pageSize: 6 })).toMatchObject({
      has_next_page: false,
      has_prev_page: true,
    });
  });

  it('has no pages when empty', () => {
    expect(paginate(0, { page: 1, pageSize: 30 })).toEqual({
      current_page: 1,
      per_page: 30,
      total_pages: 0,
      total: 0,
      has_next_page: false,
      has_prev_page: false,
    });
  });

  it('covers every item exactly once across its pages', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 50 }), (total, pageSize) => {
        const first = paginate(total, { page: 1, pageSize });
        let covered = 0;
        for (let page = 1; page <= first.total_pages; page++) {
          const offset = pageOffset({ page, pageSize });
          covered += Math.max(0, Math.min(pageSize, total - offset));
          const meta = paginate(total, { page, pageSize });
          expect(meta.has_next_page).toBe(page < first.total_pages);
          expect(meta.has_prev_page).toBe(page > 1);
        }
        expect(covered).toBe(total);
        expect(first.total_pages * pageSize).toBeGreaterThanOrEqual(total);
        expect((first.total_pages - 1) * pageSize).toBeLessThan(Math.max(total, 1));
      }),
    );
  });

  it('normalises page requests', () => {
    expect(normalisePage(undefined, undefined)).toEqual({ page: 1, pageSize: 6 });
    expect(normalisePage(0, -3)).toEqual({ page: 1, pageSize: 6 });
    expect(normalisePage(4, 1000)).toEqual({ page: 4, pageSize: MAX_PAGE_SIZE });
    expect(pageOffset({ page: 3, pageSize: 30 })).toBe(60);
  });
});

describe('tags', () => {
  it('never offers excluded tags, whatever their case', () => {
    const offered = offeredFilters([
      'Yoga',
      'draft',
      'Courses',
      'TRY ONE OF THESE',
      'Sleep',
      'mind',
      'Ignite',
    ]);
    expect(offered).toEqual(['Life', 'Mind', 'Body', 'Sleep', 'Yoga']);
    for (const tag of EXCLUDED_TAGS) expect(offered).not.toContain(tag);
  });

  it('offers Life, Mind and Body first even without content', () => {
    expect(offeredFilters([])).toEqual(['Life', 'Mind', 'Body']);
  });

  it('offers no excluded tag for any input', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...EXCLUDED_TAGS), fc.string())), (tags) => {
        expect(offeredFilters(tags).some(isExcludedTag)).toBe(false);
      }),
    );
  });

  it('filters by requested tags without blanks, duplicates or excluded ones', () => {
    expect(tagsToFilter([' Mind ', 'mind', '', 'Draft', 'Body'])).toEqual(['Mind', 'Body']);
    expect(tagsToFilter(undefined)).toEqual([]);
    expect(tagsToFilter(['Life,Mind', ' Body'])).toEqual(['Life', 'Mind', 'Body']);
  });
});

describe('location filter', () => {
  it('reads Show all and ids', () => {
    expect(locationFilter(undefined)).toBeNull();
    expect(locationFilter('all')).toBeNull();
    expect(locationFilter('')).toBeNull();
    expect(locationFilter(0)).toBeNull();
    expect(locationFilter('12')).toBe(12);
    expect(locationFilter('abc')).toBeNaN();
  });
});

describe('live status', () => {
  const start = new Date('2030-01-01T10:00:00Z');
  const end = new Date('2030-01-01T11:00:00Z');
  it('derives not_started, live and ended from times', () => {
    expect(liveStatus(start, end, new Date('2030-01-01T09:59:59Z'))).toBe('not_started');
    expect(liveStatus(start, end, new Date('2030-01-01T10:00:00Z'))).toBe('live');
    expect(liveStatus(start, end, new Date('2030-01-01T11:00:00Z'))).toBe('ended');
    expect(liveStatus(null, null, start)).toBe('ended');
  });

  it('writes date-times with a space', () => {
    expect(dateTimeText(start)).toBe('2030-01-01 10:00:00');
  });
});
