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
