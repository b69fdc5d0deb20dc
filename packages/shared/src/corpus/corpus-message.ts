// The shape of a corpus message (messages.json, handwritten.json): its text, whether it is a scam,
// and the identifiers a careful reader finds in it, keyed as the normalizers key them.
export type CorpusLabel = { type: 'number' | 'website' | 'email' | 'upi'; uniqueId: string };

export interface CorpusMessage {
  id: number;
  scam: boolean;
  category: string;
  language: 'en' | 'hinglish' | 'hi';
  text: string;
  identifiers: CorpusLabel[];
}
