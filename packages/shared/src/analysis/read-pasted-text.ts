// Everything a check reads from the words of a pasted message: its identifiers and what its words
// say. The server runs this on a thread of its own (apps/server/…/pasted-text-reader.ts).
import type { FoundIdentifier } from '../identifiers.js';
import { extractIdentifiers } from '../text-identifiers.js';
import { readMessage, type MessageReading } from './analyze-message.js';

export interface PastedText {
  found: FoundIdentifier[];
  reading: MessageReading;
}

export const readPastedText = (text: string): PastedText => ({
  found: extractIdentifiers(text),
  reading: readMessage(text),
});
