// Field and client messages live in packages/shared (a key with English and Hindi texts, SPEC.md §5
// and §8); zod produces the English text, and this shows it in the chosen language.
import { translateMessage } from '@satark/shared/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The shared messages' language for the current i18next language (English unless Hindi is chosen). */
export function useMessageLanguage(): 'en' | 'hi' {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';
}

interface Translate {
  (message: string): string;
  (message: string | undefined): string | undefined;
}

/** `translate(error?.message)`: a shared message in the current language; any other text as it is. */
export function useSharedMessage(): Translate {
  const language = useMessageLanguage();
  return useCallback(
    (message: string | undefined) => (message ? translateMessage(message, language) : undefined),
    [language],
  ) as Translate;
}
