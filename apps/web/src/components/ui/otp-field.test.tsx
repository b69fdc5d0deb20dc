// The OTP boxes: typing moves forward, Backspace on an empty box goes back, pasting the code fills
// every box, Devanagari digits count, and the error is announced with the group.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OtpField } from './otp-field';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpField label="Verification code" value={value} onChange={setValue} error={error} />
      <output data-testid="code">{value}</output>
    </>
  );
}

// Masked boxes (type=password) have no role: found by their label.
const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`);

describe('OtpField', () => {
  it('moves forward as digits are typed, ignores letters, and goes back on Backspace', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(box(1));
    await user.keyboard('1');
    expect(box(2)).toHaveFocus();
    await user.keyboard('a');
    expect(box(2)).toHaveFocus();
    await user.keyboard('2');
    expect(screen.getByTestId('code')).toHaveTextContent('12');
    expect(box(3)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^1$/);
  });

  it('fills every box from a pasted code, Devanagari digits included', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(box(1));
    await user.paste('१२३४');
    expect(screen.getByTestId('code')).toHaveTextContent('1234');
    expect(box(4)).toHaveFocus();
  });

  it('announces its error with the group', () => {
    renderWithProviders(<Harness error="Enter the 4-digit code" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Enter the 4-digit code',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 4-digit code');
  });
});
