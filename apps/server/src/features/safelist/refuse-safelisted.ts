// API.md: reporting a safelisted identifier is refused with 409 SAFELISTED, naming its owner.
import type { SignalLanguage } from '@satark/shared/analysis/signal-messages';
import type { ReportType } from '@satark/shared/constants';
import type { NormalizedIdentifier } from '@satark/shared/identifiers';
import { safelistedMessage } from '@satark/shared/messages';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { currentSafelist } from './safelist.service.js';

/** The message also comes as the `uniqueId` field's error, so the report form shows it under the field. */
export async function refuseSafelisted(
  db: Db,
  type: ReportType,
  identifier: NormalizedIdentifier,
  language: SignalLanguage = 'en',
): Promise<void> {
  const official = (await currentSafelist(db)).official({ type, ...identifier });
  if (!official) return;
  const message = safelistedMessage(official.name, type, language);
  throw new AppError(409, 'SAFELISTED', message, { uniqueId: message });
}
