import { describe, expect, it } from 'vitest';
import { suppressTable, sumShown, TOTAL, type Cell } from './anonymity';

let next = 1;
/** A cell of `n` distinct new members, each counted once. */
function people(n: number): Cell {
  const members = new Set<number>();
  for (let i = 0; i < n; i += 1) members.add(next++);
  return { count: n, members };
}

function table(rows: Record<string, Record<string, Cell>>) {
  return new Map(Object.entries(rows).map(([row, columns]) => [row, new Map(Object.entries(columns))]));
}

describe('suppressTable', () => {
  it('shows figures from six members or more and withholds smaller ones, zero included', () => {
    const result = suppressTable(table({ a: { n: people(6) }, b: { n: people(5) } }), ['a', 'b', 'c'], ['n'], 6);
    expect(result.figure('c', TOTAL)).toBeNull();
    expect(result.figure('b', 'n')).toBeNull();
    // the total over a and b is 11 and shown, so a must go too, or 11 - 6 would give b away
    expect(result.figure(TOTAL, TOTAL)).toBe(11);
    expect(result.figure('a', 'n')).toBeNull();
  });

  it('keeps a location shown when the withheld ones together hold six members or more', () => {
    const result = suppressTable(table({ a: { n: people(10) }, b: { n: people(3) }, c: { n: people(3) } }), ['a', 'b', 'c'], ['n'], 6);
    expect(result.figure('a', TOTAL)).toBe(10);
    expect(result.figure('b', TOTAL)).toBeNull();
    expect(result.figure(TOTAL, TOTAL)).toBe(16);
  });

  it('counts a member once when they sit in two withheld cells', () => {
    const shared = people(1);
    const both: Cell = { count: 2, members: new Set([...shared.members, ...people(4).members]) };
    // bands x and y of one location: the withheld cells hide 5 distinct members (the shared one twice), so the
    // location's total of 12 results must not be shown beside x
    const result = suppressTable(
      table({ a: { x: people(7), y: shared, z: both } }),
      ['a'],
      ['x', 'y', 'z'],
      6,
    );
    expect(result.figure('a', 'x')).toBeNull();
    expect(result.figure('a', TOTAL)).toBe(10);
  });

  it('holds every line of a two-way table: no margin minus shown cells is drawn from 1 to 5 members', () => {
    const leaves = table({
      a: { x: people(9), y: people(7), z: people(2) },
      b: { x: people(6), y: people(1), z: people(8) },
      none: { x: people(1), y: people(0), z: people(6) },
    });
    const rows = ['a', 'b', 'none'];
    const columns = ['x', 'y', 'z'];
    const result = suppressTable(leaves, rows, columns, 6);
    const check = (margin: number | null, parts: (number | null)[], hiddenMembers: number) => {
      if (margin === null) return;
      expect(hiddenMembers === 0 || hiddenMembers >= 6).toBe(true);
      expect(margin - sumShown(parts)).toBeGreaterThanOrEqual(0);
    };
    for (const column of columns) {
      const hidden = rows.filter((row) => result.figure(row, column) === null).reduce((n, row) => n + leaves.get(row)!.get(column)!.members.size, 0);
      check(result.figure(TOTAL, column), rows.map((row) => result.figure(row, column)), hidden);
    }
    for (const row of rows) {
      const hidden = columns.filter((column) => result.figure(row, column) === null).reduce((n, column) => n + leaves.get(row)!.get(column)!.members.size, 0);
      check(result.figure(row, TOTAL), columns.map((column) => result.figure(row, column)), hidden);
    }
    expect(result.figure(TOTAL, TOTAL)).toBe(40);
  });
});

describe('sumShown', () => {
  it('adds only the figures shown', () => {
    expect(sumShown([7, null, 9])).toBe(16);
  });
});
