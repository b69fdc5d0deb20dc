// The app's dialog (Radix, loaded on first open, so the find waits longer on a busy machine): named
// by its title, Escape and × close it, and the focus goes back to the control that opened it.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the dialog
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Reject this report">
        <label>
          Reason
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens named by its title with the first field focused; Escape closes and the opener gets the focus back', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open the dialog' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Reject this report' }, { timeout: 5000 });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its × button and returns the focus', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open the dialog' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Reject this report' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
