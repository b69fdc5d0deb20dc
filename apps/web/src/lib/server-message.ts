// Server messages (packages/shared SERVER_TEXTS, sent in English) shown in the chosen language; an
// unknown text is shown as it came.
import { CLIENT_MESSAGES, translateMessage } from '@satark/shared/messages';
import { useCallback } from 'react';
import { ApiError } from './api-client';
import { useMessageLanguage } from './field-message';

/** `say(errorOrText)`: an ApiError's or a success answer's message, translated when known. */
export function useServerMessage() {
  const language = useMessageLanguage();
  return useCallback(
    (source: unknown): string => {
      const text =
        typeof source === 'string' ? source : source instanceof ApiError ? source.message : CLIENT_MESSAGES.tryLater;
      return translateMessage(text, language);
    },
    [language],
  );
}
