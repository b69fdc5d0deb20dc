// Server messages (packages/shared SERVER_MESSAGES, sent in English) shown in the chosen language
// through the common namespace's `serverMessages.<key>`; an unknown text is shown as it came.
import { CLIENT_MESSAGES, SERVER_MESSAGES } from '@satark/shared/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

const keyByMessage = new Map<string, string>([
  ...Object.entries(SERVER_MESSAGES).map(([key, text]) => [text, `serverMessages.${key}`] as const),
  ...Object.entries(CLIENT_MESSAGES).map(([key, text]) => [text, `clientMessages.${key}`] as const),
]);

/** Server messages with a `{minutes}` slot, matched by pattern (the server fills the number in). */
const templates = Object.entries(SERVER_MESSAGES)
  .filter(([, text]) => text.includes('{minutes}'))
  .map(([key, text]) => {
    const [before, after] = text.split('{minutes}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return { key: `serverMessages.${key}`, pattern: new RegExp(`^${before}(\\d+)${after}$`) };
  });

/** `say(errorOrText)`: an ApiError's or a success answer's message, translated when known. */
export function useServerMessage() {
  const { t } = useTranslation('common');
  return useCallback(
    (source: unknown): string => {
      const text =
        typeof source === 'string' ? source : source instanceof ApiError ? source.message : CLIENT_MESSAGES.tryLater;
      const key = keyByMessage.get(text);
      if (key) return t(key, { defaultValue: text });
      for (const template of templates) {
        const minutes = template.pattern.exec(text)?.[1];
        if (minutes) return t(template.key, { minutes, defaultValue: text });
      }
      return text;
    },
    [t],
  );
}
