import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Files behind an interface so a later object store can replace the folder (architecture). */
export interface Storage {
  /** Writes the whole file at once: a reader sees the old file or the new one, never half. */
  put(area: string, name: string, data: Buffer): Promise<void>;
  get(area: string, name: string): Promise<Buffer | null>;
  remove(area: string, name: string): Promise<void>;
  /** The names in an area that start with a prefix (as an object store lists keys). */
  list(area: string, prefix: string): Promise<string[]>;
}

const SAFE_NAME = /^[A-Za-z0-9._-]+$/;
const TEMP_SUFFIX = '.tmp';

export function createFolderStorage(root: string): Storage {
  const areaOf = (area: string) => {
    if (!SAFE_NAME.test(area) || area.startsWith('.')) {
      throw new Error(`Unsafe storage area ${area}`);
    }
    return path.join(root, area);
  };
  const fileOf = (area: string, name: string) => {
    if (!SAFE_NAME.test(name) || name.startsWith('.')) {
      throw new Error(`Unsafe storage path ${area}/${name}`);
    }
    return path.join(areaOf(area), name);
  };
  return {
    async put(area, name, data) {
      const file = fileOf(area, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed over: a rename within a folder is atomic.
      const temp = `${file}.${randomUUID()}${TEMP_SUFFIX}`;
      try {
        await fs.writeFile(temp, data);
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async get(area, name) {
      try {
        return await fs.readFile(fileOf(area, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(area, name) {
      await fs.rm(fileOf(area, name), { force: true });
    },
    async list(area, prefix) {
      try {
        const names = await fs.readdir(areaOf(area));
        return names.filter((n) => n.startsWith(prefix) && !n.endsWith(TEMP_SUFFIX)).sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
