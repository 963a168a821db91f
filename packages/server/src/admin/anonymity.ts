/**
 * The anonymity rules of Data Analytics (decision 0230). Figures are computed per fixed bucket (a calendar month or
 * a Monday week) as a table: one row per office location (and one for members without one), one column per
 * category (a Health Score band, or a single column for a plain count). The margins (a location's total, a
 * category over every location, the bucket's total) are released too, so a table is suppressed as a whole:
 *
 * - primary: a cell or margin drawn from fewer than `threshold` members is withheld;
 * - secondary: whenever a margin is shown, the withheld cells under it must together be drawn from no members or
 *   from at least `threshold`, or the margin minus the shown cells would give them away; if not, the shown cell
 *   drawn from the fewest members is withheld too, until every line holds.
 *
 * The result depends on the bucket's data only, never on the request, so narrowing the date range or the location
 * only chooses among figures that every other request sees the same; totals over several buckets are sums of
 * shown figures and so reveal nothing a withheld figure hides.
 */

/** What a cell is drawn from: the count it shows and the members behind it (never leaving the server). */
export interface Cell {
  readonly count: number;
  readonly members: ReadonlySet<number>;
}

export const TOTAL = '*';

/** The released figures of one bucket: null where withheld. */
export interface SuppressedTable {
  /** row (a location key, or TOTAL for every location) × column (a category, or TOTAL for every category) */
  figure(row: string, column: string): number | null;
}

const EMPTY: Cell = { count: 0, members: new Set() };

function merge(cells: readonly Cell[]): Cell {
  const members = new Set<number>();
  let count = 0;
  for (const cell of cells) {
    count += cell.count;
    for (const member of cell.members) members.add(member);
  }
  return { count, members };
}

const key = (row: string, column: string) => `${row}\u0000${column}`;

/**
 * Suppresses one bucket's table. `leaves` holds the cells by row and column; absent cells are empty. With one
 * column the rows' totals are the cells themselves, so only the column's lines are kept.
 */
export function suppressTable(
  leaves: ReadonlyMap<string, ReadonlyMap<string, Cell>>,
  rows: readonly string[],
  columns: readonly string[],
  threshold: number,
): SuppressedTable {
  const cells = new Map<string, Cell>();
  const leaf = (row: string, column: string) => leaves.get(row)?.get(column) ?? EMPTY;
  for (const row of rows) for (const column of columns) cells.set(key(row, column), leaf(row, column));
  for (const column of columns) cells.set(key(TOTAL, column), merge(rows.map((row) => leaf(row, column))));
  const single = columns.length === 1;
  if (!single) {
    for (const row of rows) cells.set(key(row, TOTAL), merge(columns.map((column) => leaf(row, column))));
    cells.set(key(TOTAL, TOTAL), merge(rows.flatMap((row) => columns.map((column) => leaf(row, column)))));
  }

  // every margin with the cells that add up to it
  const lines: { margin: string; parts: string[] }[] = [];
  for (const column of columns) lines.push({ margin: key(TOTAL, column), parts: rows.map((row) => key(row, column)) });
  if (!single) {
    for (const row of rows) lines.push({ margin: key(row, TOTAL), parts: columns.map((column) => key(row, column)) });
    lines.push({ margin: key(TOTAL, TOTAL), parts: rows.map((row) => key(row, TOTAL)) });
    lines.push({ margin: key(TOTAL, TOTAL), parts: columns.map((column) => key(TOTAL, column)) });
  }

  const withheld = new Set<string>();
  for (const [name, cell] of cells) if (cell.members.size < threshold) withheld.add(name);

  let changed = true;
  while (changed) {
    changed = false;
    for (const line of lines) {
      if (withheld.has(line.margin)) continue;
      const hidden = merge(line.parts.filter((part) => withheld.has(part)).map((part) => cells.get(part)!));
      if (hidden.members.size === 0 || hidden.members.size >= threshold) continue;
      const shown = line.parts.filter((part) => !withheld.has(part));
      // the shown cell drawn from the fewest members goes too; the key breaks ties so the result is stable
      shown.sort((a, b) => cells.get(a)!.members.size - cells.get(b)!.members.size || (a < b ? -1 : 1));
      const next = shown[0];
      withheld.add(next ?? line.margin);
      changed = true;
    }
  }

  return {
    figure(row, column) {
      const name = single && column === TOTAL ? key(row, columns[0]!) : key(row, column);
      const cell = cells.get(name);
      return cell === undefined || withheld.has(name) ? null : cell.count;
    },
  };
}

/** The sum of the figures shown; a withheld figure adds nothing, so a total never reveals it. */
export function sumShown(figures: readonly (number | null)[]): number {
  return figures.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}
