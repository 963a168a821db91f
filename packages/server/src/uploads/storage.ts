import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import type { Db } from '../core/types';

/** Where uploaded bytes live: a folder on disk by default; object storage in production implements the same. */
export interface UploadStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** the bytes, or null when the key holds nothing */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{16,128}$/;

export function diskStorage(dir: string): UploadStorage {
  const fileOf = (key: string) => {
    // keys are ours (random ids), but the check keeps a bad one from ever leaving the folder
    if (!SAFE_KEY.test(key)) throw new Error(`not an upload key: ${key}`);
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

const storages = new WeakMap<Db, UploadStorage>();

/** Makes `storage` the one uploads over `db` use (tests give each harness its own folder). */
export function registerUploadStorage(db: Db, storage: UploadStorage): void {
  storages.set(db, storage);
}

/** The storage of a database handle: by default UPLOAD_DIR, else <DATA_DIR>/uploads. */
export function uploadStorageOf(db: Db): UploadStorage {
  let storage = storages.get(db);
  if (!storage) {
    const dir = process.env.UPLOAD_DIR ?? path.join(path.resolve(REPO_ROOT, process.env.DATA_DIR ?? '.data'), 'uploads');
    storage = diskStorage(dir);
    storages.set(db, storage);
  }
  return storage;
}
