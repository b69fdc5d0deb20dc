// Field and client messages live in packages/shared (English, SPEC.md §5 and §8); this shows them in
// the chosen language through the common namespace's `fieldMessages.<key>` / `clientMessages.<key>`.
import { CLIENT_MESSAGES, FIELD_MESSAGES } from '@satark/shared/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const keyByMessage = new Map<string, string>([
  ...Object.entries(FIELD_MESSAGES).map(([key, text]): [string, string] => [text, `fieldMessages.${key}`]),
  ...Object.entries(CLIENT_MESSAGES).map(([key, text]): [string, string] => [text, `clientMessages.${key}`]),
]);

/** `translate(error?.message)`: a shared message in the current language (English as fallback). */
export function useSharedMessage() {
  const { t } = useTranslation('common');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = keyByMessage.get(message);
      return key ? t(key, { defaultValue: message }) : message;
    },
    [t],
  );
}
