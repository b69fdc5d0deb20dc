// The browser's "install this app" prompt (Chromium's beforeinstallprompt), kept for the
// hero's "Android app: coming soon" button, shown when no Play Store listing is configured.
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let saved: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    saved = event as InstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    saved = null;
    listeners.forEach((listener) => listener());
  });
}

export const installPrompt = {
  available: () => saved !== null,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Shows the browser's install dialog; false when the browser offered none. */
  async show(): Promise<boolean> {
    if (!saved) return false;
    const event = saved;
    saved = null;
    await event.prompt();
    await event.userChoice.catch(() => undefined);
    listeners.forEach((listener) => listener());
    return true;
  },
};
