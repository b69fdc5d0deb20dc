// A page that throws shows its fallback instead of a blank screen, and going to another address
// renders the pages again, as React Router's errorElement did.
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

const handle: { navigate?: NavigateFunction } = {};
function Page() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    handle.navigate = navigate;
  }, [navigate]);
  if (pathname === '/broken') throw new Error('boom');
  return <p>Page {pathname}</p>;
}

function Boundary() {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname + search} fallback={(error) => <p role="alert">{(error as Error).message}</p>}>
      <Page />
    </ErrorBoundary>
  );
}

// React reports each caught error on the console; the test reads the screen instead.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

it('shows the fallback for a page that throws, and the next address renders again', async () => {
  render(
    <MemoryRouter initialEntries={['/learn']}>
      <Boundary />
    </MemoryRouter>,
  );
  expect(screen.getByText('Page /learn')).toBeInTheDocument();
  await act(() => handle.navigate!('/broken'));
  expect(screen.getByRole('alert')).toHaveTextContent('boom');
  expect(screen.queryByText(/^Page/)).not.toBeInTheDocument();
  await act(() => handle.navigate!('/reports'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Page /reports')).toBeInTheDocument();
});
