// Field messages live in packages/shared (English, SPEC.md §5); this shows them in the chosen
// language through the common namespace's `fieldMessages.<key>` texts.
import { FIELD_MESSAGES } from '@satark/shared/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const keyByMessage = new Map<string, string>(Object.entries(FIELD_MESSAGES).map(([key, text]) => [text, key]));

/** `translate(error?.message)`: the shared message in the current language (English as fallback). */
export function useFieldMessage() {
  const { t } = useTranslation('common');
  return useCallback(
    (message: string | undefined): string | undefined => {
      if (!message) return undefined;
      const key = keyByMessage.get(message);
      return key ? t(`fieldMessages.${key}`, { defaultValue: message }) : message;
    },
    [t],
  );
}
