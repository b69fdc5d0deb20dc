// Shared field and client messages are English in packages/shared; Hindi comes from this feature's
// locale under the same key (`fieldMessages.<key>`), English falls back to the shared text itself.
import { CLIENT_MESSAGES, FIELD_MESSAGES } from '@satark/shared/messages';

type Translate = (key: string, options: { defaultValue: string }) => string;

export function translateMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const field = Object.entries(FIELD_MESSAGES).find(([, text]) => text === message)?.[0];
  if (field) return t(`fieldMessages.${field}`, { defaultValue: message });
  const client = Object.entries(CLIENT_MESSAGES).find(([, text]) => text === message)?.[0];
  if (client) return t(`clientMessages.${client}`, { defaultValue: message });
  return message;
}
