// The combobox from the keyboard and a screen reader's side: typing filters, arrows move, Enter
// picks, Escape closes, the list is announced as a listbox of options, and "no match" is said.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Combobox, type ComboboxOption } from './combobox';

const OPTIONS: ComboboxOption[] = [
  { key: 'digital-arrest', value: 'Digital arrest' },
  { key: 'kyc-update', value: 'KYC update' },
  { key: 'lottery', value: 'Lottery prize' },
];

function Harness({ creatable = false, error }: { creatable?: boolean; error?: string }) {
  const [options, setOptions] = useState(OPTIONS);
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Combobox
        label="Scam type"
        options={options}
        value={value}
        onChange={(option) => setValue(option?.key ?? null)}
        noOptionsText="No options found"
        clearLabel="Clear scam type"
        error={error}
        onCreate={
          creatable
            ? (text) => {
                const option = { key: `new:${text}`, value: text };
                setOptions((list) => [...list, option]);
                return option;
              }
            : undefined
        }
      />
      <output data-testid="chosen">{value ?? 'none'}</output>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Scam type' });
const listbox = () => screen.getByRole('listbox', { name: 'Scam type' });
/** The text of the option the input points at (aria-activedescendant). */
const activeOption = () => {
  const id = input().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};
const optionNames = () =>
  within(listbox())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Combobox', () => {
  it('is a combobox that opens a named listbox of options', async () => {
    const { user } = renderWithProviders(<Harness />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(input()).toHaveAttribute('aria-controls', listbox().id);
    expect(optionNames()).toEqual(['Digital arrest', 'KYC update', 'Lottery prize']);
  });

  it('filters as you type, case-insensitively', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard('KyC');
    expect(optionNames()).toEqual(['KYC update']);
  });

  it('moves with the arrow keys and picks with Enter', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    const first = activeOption();
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).not.toBe(first);
    const second = activeOption();
    await user.keyboard('{ArrowUp}');
    expect(activeOption()).toBe(first);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent(OPTIONS.find((o) => o.value === second)!.key);
    expect(input()).toHaveValue(second);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks the first match with Enter after typing, and the clear button empties it', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard('lott{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('lottery');

    await user.click(screen.getByRole('button', { name: 'Clear scam type' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
    expect(input()).toHaveFocus();
  });

  it('closes with Escape without choosing', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard('{ArrowDown}');
    expect(listbox()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('chosen')).toHaveTextContent('none');
  });

  it('says when nothing matches', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard('zzq');
    expect(screen.getByText('No options found')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('offers to create a non-matching text, and Enter creates it', async () => {
    const { user } = renderWithProviders(<Harness creatable />);
    await user.click(input());
    await user.keyboard('Fake job offer');
    expect(screen.getByText('No options found')).toBeInTheDocument();
    expect(optionNames()).toEqual(['Add "Fake job offer"']);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('new:Fake job offer');
    expect(input()).toHaveValue('Fake job offer');
  });

  it('describes the input with its error', () => {
    renderWithProviders(<Harness error="Choose a scam type" />);
    expect(input()).toHaveAccessibleDescription('Choose a scam type');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
  });
});
