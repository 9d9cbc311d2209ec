/**
 * localStorage that never throws: private modes and full quotas make the browser raise on access,
 * and a portal that cannot remember a token should still render (it just forgets on reload).
 */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: see above.
    }
  },
  /** The stored keys that start with `prefix`. */
  keys(prefix = ''): string[] {
    try {
      const found: string[] = [];
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i);
        if (key?.startsWith(prefix)) found.push(key);
      }
      return found;
    } catch {
      return [];
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to do: see above.
    }
  },
};

/**
 * Keys of what one signed-in person keeps on this device start with their id (`u12:...`), so the
 * next person on a shared device sees none of it (docs/decisions/008).
 */
export function userKey(userId: number, name: string): string {
  return `u${userId}:${name}`;
}

/** The JSON stored under `key`, or null when there is none or it does not parse. */
export function readJson(key: string): unknown {
  const raw = storage.get(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** A stored list of strings (the begun_<product> access codes): read, add once, remove. */
export const storedList = {
  read(key: string): string[] {
    const value = readJson(key);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  },
  add(key: string, item: string): void {
    const items = storedList.read(key);
    if (!items.includes(item)) storage.set(key, JSON.stringify([...items, item]));
  },
  /** Removes the item; an emptied list leaves no key behind. */
  remove(key: string, item: string): void {
    const items = storedList.read(key).filter((v) => v !== item);
    if (items.length) storage.set(key, JSON.stringify(items));
    else storage.remove(key);
  },
};
