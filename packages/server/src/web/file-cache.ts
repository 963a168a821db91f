import { readFile, stat } from 'node:fs/promises';

interface Entry {
  readonly content: Buffer | null;
  readonly mtimeMs: number;
  checkedAt: number;
}

/**
 * Files read once and kept in memory; a file is re-checked at most once per `recheckMs`, so an edited
 * theme or a rebuilt app shows without a restart while a busy server does not stat on every request.
 */
export class FileCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly recheckMs = 1000) {}

  /** The file's bytes, or null when it does not exist. */
  async get(file: string): Promise<Buffer | null> {
    const now = Date.now();
    const entry = this.entries.get(file);
    if (entry && now - entry.checkedAt < this.recheckMs) return entry.content;
    const mtimeMs = await stat(file).then(
      (info) => (info.isFile() ? info.mtimeMs : -1),
      () => -1,
    );
    if (entry && entry.mtimeMs === mtimeMs) {
      entry.checkedAt = now;
      return entry.content;
    }
    const content = mtimeMs < 0 ? null : await readFile(file).catch(() => null);
    this.entries.set(file, { content, mtimeMs, checkedAt: now });
    return content;
  }

  async text(file: string): Promise<string | null> {
    return (await this.get(file))?.toString('utf8') ?? null;
  }
}
