import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, type RouteObject, useNavigate, useRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toDeclarativeRoutes } from './declarative-routes';
import { ScrollRestoration } from './scroll-restoration';

function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table);
}

function Broken(): never {
  throw new Error('page failed');
}

describe('the data-router route tables under the declarative router', () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs a route's loader when the route is entered, with its params and address", () => {
    const loader = vi.fn(() => null);
    const table = toDeclarativeRoutes([{ path: '/eq/:id/part', loader, element: <p>taking</p> }]);
    render(
      <MemoryRouter initialEntries={['/eq/7/part?x=1']}>
        <Routes table={table} />
      </MemoryRouter>,
    );
    expect(screen.getByText('taking')).toBeTruthy();
    expect(loader).toHaveBeenCalled();
    const [{ params, request }] = loader.mock.calls[0] as unknown as [
      { params: Record<string, string>; request: Request },
    ];
    expect(params.id).toBe('7');
    expect(new URL(request.url).pathname + new URL(request.url).search).toBe('/eq/7/part?x=1');
  });

  it('shows the errorElement in place of its route when a page fails, until the address changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const table = toDeclarativeRoutes([
      {
        element: (
          <div>
            <header>frame</header>
            <Link to="/fine">go on</Link>
            <Outlet />
          </div>
        ),
        errorElement: <p>error page</p>,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <p>fine page</p> },
        ],
      },
    ]);
    let go: (to: string) => void = () => {};
    function Navigator() {
      go = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <Routes table={table} />
      </MemoryRouter>,
    );
    expect(screen.getByText('error page')).toBeTruthy();
    expect(screen.queryByText('frame')).toBeNull();
    await act(async () => go('/fine'));
    expect(screen.getByText('fine page')).toBeTruthy();
    expect(screen.getByText('frame')).toBeTruthy();
  });
});

describe('scroll restoration', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a new page at the top and returns to the position left on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    let go: (to: string | number) => void = () => {};
    function Navigator() {
      const navigate = useNavigate();
      go = (to) => (typeof to === 'number' ? navigate(to) : navigate(to));
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Navigator />
        <ScrollRestoration />
      </MemoryRouter>,
    );
    // The user scrolls down page a, then opens page b.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    await act(async () => go('/b'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(async () => go(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});
