// The first paint of index.html (#boot) holds a phone check form that works before the app's
// JavaScript has arrived (on slow 3G that is seconds later). When the app renders, what a person
// typed there, and whether they were typing, is handed to the check card, so nothing typed is lost.

export interface BootCheck {
  /** What was typed into the first-paint form. */
  value: string;
  /** The form's field had the focus: the card's field takes it over. */
  focused: boolean;
  /** The check was sent (public/boot-check.js kept it on the page): the card runs it at once. */
  sent: boolean;
}

/** What the form held when #boot was removed, until the check card has taken it. */
let handedOver: BootCheck | null = null;

function readBootForm(): BootCheck | null {
  const form = document.querySelector('#boot [data-boot-check]');
  const input = form?.querySelector('input');
  if (!form || !input) return null;
  const focused = document.activeElement === input;
  const sent = form.hasAttribute('data-boot-sent');
  return input.value || focused ? { value: input.value, focused: focused || sent, sent } : null;
}

/** Removes the first paint once the app has rendered, keeping what was typed for the check card. */
export function removeBoot() {
  const boot = document.getElementById('boot');
  if (!boot) return;
  handedOver ??= readBootForm();
  boot.remove();
}

/**
 * What the first-paint form holds, without taking it: a render may be thrown away and run again
 * (a card that waits for its texts), so reading has no effect; the card forgets it once mounted.
 */
export function readBootCheck(): BootCheck | null {
  if (typeof document === 'undefined') return null;
  return handedOver ?? readBootForm();
}

/** The check card has it: a later card (after navigating away and back) starts empty. */
export function forgetBootCheck() {
  handedOver = null;
  document.querySelector('#boot [data-boot-check]')?.removeAttribute('data-boot-check');
}
