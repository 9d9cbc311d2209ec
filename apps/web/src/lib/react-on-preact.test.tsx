import { render, screen } from '@testing-library/react';
import { Activity, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';

/*
 * The app runs on Preact through React's API (decision 038, build/react-on-preact.ts). What these
 * tests hold is what the libraries rely on and Preact gives only through our additions.
 */

function Counter() {
  const [count, setCount] = useState(0);
  useEffect(() => setCount((n) => n + 1), []);
  return <p>mounted {count}</p>;
}

describe('React 19 on Preact', () => {
  it('runs on Preact, not React DOM', async () => {
    const compat = await import('react-dom');
    // preact/compat carries React 18's internals field for libraries that read it; React 19's
    // React DOM has none, and React 19 itself has its client internals instead.
    expect('__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED' in compat).toBe(true);
    expect((await import('react')).default).not.toHaveProperty(
      '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    );
  });

  it('<Activity> shows its children when visible and keeps them mounted, not shown, when hidden', async () => {
    const { rerender } = render(
      <Activity mode="visible">
        <Counter />
      </Activity>,
    );
    const shown = await screen.findByText('mounted 1');
    expect(shown.closest('[style*="display: none"]')).toBeNull();
    rerender(
      <Activity mode="hidden">
        <Counter />
      </Activity>,
    );
    // The same element, its state kept: hidden, not unmounted.
    const hidden = screen.getByText('mounted 1');
    expect(hidden).toBe(shown);
    expect(hidden.closest('[style*="display: none"]')).not.toBeNull();
  });
});
