// The scroll rules of React Router's <ScrollRestoration>, kept after leaving its data router: a new
// page opens at the top, Back returns to where the page was, and replacing the entry of the same
// page (typing a list search) keeps the place.
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';

const handle: { navigate?: NavigateFunction } = {};
function NavigateHandle() {
  const navigate = useNavigate();
  useEffect(() => {
    handle.navigate = navigate;
  }, [navigate]);
  return null;
}
const navigate = (to: string | number, options?: { replace?: boolean }) =>
  typeof to === 'number' ? handle.navigate!(to) : handle.navigate!(to, options);

/** jsdom does not scroll: scrollTo moves a pretend window and fires `scroll` as a browser would. */
let scrollY = 0;
const scrollTo = vi.fn((x: number, y: number) => {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
});
const scrollBy = (y: number) => scrollTo(0, y);

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
});
afterEach(() => vi.restoreAllMocks());

function renderAt(path: string, laterEntries: string[] = []) {
  return render(
    <MemoryRouter initialEntries={[path, ...laterEntries]} initialIndex={0}>
      <ScrollRestoration />
      <NavigateHandle />
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  it('opens a new page at the top and returns to the place on Back', async () => {
    renderAt('/learn');
    scrollBy(900);
    await act(() => navigate('/learn/some-article'));
    expect(scrollY).toBe(0);
    scrollBy(300);
    await act(() => navigate(-1));
    expect(scrollY).toBe(900);
    await act(() => navigate(1));
    expect(scrollY).toBe(300);
  });

  it('keeps the place when the same page replaces its entry, not when another page does', async () => {
    renderAt('/reports');
    scrollBy(700);
    await act(() => navigate('/reports?search=abc', { replace: true }));
    expect(scrollY).toBe(700);
    await act(() => navigate('/reports?search=abc&page=2'));
    expect(scrollY).toBe(0);
    scrollBy(500);
    await act(() => navigate('/auth/login', { replace: true }));
    expect(scrollY).toBe(0);
  });

  it("leaves the browser's own jump to a place on the same page (the skip link's #main)", async () => {
    renderAt('/learn', ['/learn#main']);
    scrollBy(900);
    scrollTo.mockClear();
    await act(() => navigate(1));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollY).toBe(900);
  });

  it('keeps the places for a reload of the same tab', async () => {
    const first = renderAt('/learn');
    scrollBy(450);
    act(() => window.dispatchEvent(new Event('pagehide')));
    first.unmount();
    scrollY = 0;
    renderAt('/learn');
    expect(scrollY).toBe(450);
  });
});
