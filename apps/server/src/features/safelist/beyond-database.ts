// What a check answers beyond its database matches (API.md "Answers beyond the database"):
// `official` and `lookalike` from the in-memory safelist, and for pasted text the `analysis`.
import { analysisOf, type MessageReading } from '@satark/shared/analysis/analyze-message';
import type { SignalLanguage } from '@satark/shared/analysis/signal-messages';
import type { Analysis, FoundItem, LookalikeMatch, OfficialMatch } from '@satark/shared/api-types';
import type { Db } from '../../db/database.js';
import { currentSafelist } from './safelist.service.js';

export interface BeyondDatabase {
  official: OfficialMatch[];
  lookalike: LookalikeMatch[];
  analysis?: Analysis;
}

export async function answerBeyondDatabase(
  db: Db,
  found: FoundItem[],
  /** What a pasted message's words say; null when the check is no pasted message. */
  reading: MessageReading | null,
  language: SignalLanguage,
): Promise<BeyondDatabase> {
  const safelist = await currentSafelist(db);
  const official = found.map((item) => safelist.official(item)).filter((m): m is OfficialMatch => m !== null);
  const lookalike = found.map((item) => safelist.lookalike(item)).filter((m): m is LookalikeMatch => m !== null);
  if (reading === null) return { official, lookalike };
  const analysis = analysisOf(
    reading,
    { found, lookalikes: lookalike.map((m) => m.uniqueId), official: official.map((m) => m.uniqueId) },
    language,
  );
  return { official, lookalike, analysis };
}
