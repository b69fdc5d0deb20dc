import { afterEach, describe, expect, it } from 'vitest';
import { forgetBootCheck, readBootCheck, removeBoot } from './boot-check';

function paintBoot(value: string, { focus = false, sent = false } = {}) {
  document.body.innerHTML = `<div id="root"></div><div id="boot"><form data-boot-check ${sent ? 'data-boot-sent' : ''}><input /></form></div>`;
  const input = document.querySelector('input')!;
  input.value = value;
  if (focus) input.focus();
}

afterEach(() => {
  forgetBootCheck();
  document.body.innerHTML = '';
});

describe('the first-paint check form handed to the app', () => {
  it('can be read again by a render that was thrown away, until the card forgets it', () => {
    paintBoot('98765', { focus: true });
    expect(readBootCheck()).toEqual({ value: '98765', focused: true, sent: false });
    expect(readBootCheck()).toEqual({ value: '98765', focused: true, sent: false });
    forgetBootCheck();
    expect(readBootCheck()).toBeNull();
  });

  it('keeps what was typed when #boot goes before the card has rendered', () => {
    paintBoot('9876543210', { sent: true });
    removeBoot();
    expect(document.getElementById('boot')).toBeNull();
    expect(readBootCheck()).toEqual({ value: '9876543210', focused: true, sent: true });
    forgetBootCheck();
    expect(readBootCheck()).toBeNull();
  });

  it('hands over nothing when nothing was typed and the field was not in use', () => {
    paintBoot('');
    expect(readBootCheck()).toBeNull();
    removeBoot();
    expect(readBootCheck()).toBeNull();
  });
});
