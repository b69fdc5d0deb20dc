// The phone menu (Radix dialog): named "Main menu", Escape closes it, the menu button gets the
// focus back.
import { screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../test/render';
import MobileDrawer from './mobile-drawer';

function Harness({ loggedIn = false }: { loggedIn?: boolean }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileDrawer loggedIn={loggedIn} validator={false} open={open} onOpenChange={setOpen} returnFocusTo={button} />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MobileDrawer', () => {
  it('opens named by its title, Escape closes it and the menu button gets the focus back', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' }, { timeout: 5000 });
    expect(within(drawer).getByRole('link', { name: 'Reports' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with "Close menu" and returns the focus', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Main menu' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('signed in, leads to My disputes and to Notifications with the unread count', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        String(url).includes('/notifications')
          ? jsonResponse({ success: true, unread: 2, total: 2, data: [] })
          : jsonResponse({ success: true }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<Harness loggedIn />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).getByRole('link', { name: 'My disputes' })).toHaveAttribute('href', '/my-disputes');
    const notices = await within(drawer).findByRole('link', { name: 'Notifications, 2 unread' });
    expect(notices).toHaveAttribute('href', '/notifications');
    expect(within(notices).getByTestId('menu-unread')).toHaveTextContent('2');
  });
});
