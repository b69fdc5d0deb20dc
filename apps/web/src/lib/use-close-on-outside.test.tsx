// A menu closes on a press outside it or on Escape, and stays open for a press inside it.
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useCloseOnOutside } from './use-close-on-outside';

function Menu() {
  const [open, setOpen] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  useCloseOnOutside(open, root, setOpen);
  return (
    <div>
      <button type="button">outside</button>
      <div ref={root}>
        <button type="button" onClick={() => setOpen(true)}>
          inside
        </button>
        {open && <p>menu</p>}
      </div>
    </div>
  );
}

describe('useCloseOnOutside', () => {
  it('stays open for a press inside', () => {
    render(<Menu />);
    fireEvent.mouseDown(screen.getByText('inside'));
    fireEvent.touchStart(screen.getByText('menu'));
    expect(screen.queryByText('menu')).not.toBeNull();
  });

  it('closes on a mouse press outside', () => {
    render(<Menu />);
    fireEvent.mouseDown(screen.getByText('outside'));
    expect(screen.queryByText('menu')).toBeNull();
  });

  it('closes on a touch outside', () => {
    render(<Menu />);
    fireEvent.touchStart(screen.getByText('outside'));
    expect(screen.queryByText('menu')).toBeNull();
  });

  it('closes on Escape and not on another key', () => {
    render(<Menu />);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(screen.queryByText('menu')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('menu')).toBeNull();
  });
});
