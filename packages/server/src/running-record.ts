/**
 * Where a running development server says it listens (DATA_DIR/running-server.json), so that tools started in
 * another shell, such as `npm run client:new`, print the real URL instead of guessing the port (issue 29 item 5).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const RUNNING_RECORD_FILE = 'running-server.json';

export interface RunningRecord {
  readonly pid: number;
  readonly port: number;
  /** the public origin with the port the server really listens on, e.g. http://localhost:4123 */
  readonly publicOrigin: string;
}

export function writeRunningRecord(dataDir: string, record: RunningRecord): void {
  writeFileSync(path.join(dataDir, RUNNING_RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/** Removes the record if it is this process's (another server may have started on the same data folder since). */
export function removeRunningRecord(dataDir: string, pid = process.pid): void {
  if (readRunningRecord(dataDir, () => true)?.pid === pid)
    rmSync(path.join(dataDir, RUNNING_RECORD_FILE), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The record of a server that is still running on this data folder, or undefined. */
export function readRunningRecord(
  dataDir: string,
  isAlive: (pid: number) => boolean = alive,
): RunningRecord | undefined {
  try {
    const record = JSON.parse(
      readFileSync(path.join(dataDir, RUNNING_RECORD_FILE), 'utf8'),
    ) as Partial<RunningRecord>;
    if (
      typeof record.pid !== 'number' ||
      typeof record.port !== 'number' ||
      typeof record.publicOrigin !== 'string'
    )
      return undefined;
    return isAlive(record.pid) ? (record as RunningRecord) : undefined;
  } catch {
    return undefined;
  }
}
