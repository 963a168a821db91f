import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readRunningRecord,
  removeRunningRecord,
  RUNNING_RECORD_FILE,
  writeRunningRecord,
} from './running-record';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-running-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the running server record', () => {
  it('is read back while its process lives, and ignored once it is gone', () => {
    const dir = fresh();
    const record = { pid: process.pid, port: 4123, publicOrigin: 'http://localhost:4123' };
    writeRunningRecord(dir, record);
    expect(readRunningRecord(dir)).toEqual(record);
    expect(readRunningRecord(dir, () => false)).toBeUndefined();
  });

  it('is removed only by the process that wrote it', () => {
    const dir = fresh();
    writeRunningRecord(dir, { pid: process.pid + 1, port: 1, publicOrigin: 'http://localhost:1' });
    removeRunningRecord(dir);
    expect(existsSync(path.join(dir, RUNNING_RECORD_FILE))).toBe(true);
    writeRunningRecord(dir, { pid: process.pid, port: 1, publicOrigin: 'http://localhost:1' });
    removeRunningRecord(dir);
    expect(existsSync(path.join(dir, RUNNING_RECORD_FILE))).toBe(false);
  });

  it('is undefined when missing or not a record', () => {
    const dir = fresh();
    expect(readRunningRecord(dir)).toBeUndefined();
    writeFileSync(path.join(dir, RUNNING_RECORD_FILE), '{"port": "x"}');
    expect(readRunningRecord(dir)).toBeUndefined();
  });
});
