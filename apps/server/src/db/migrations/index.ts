// The ordered list of migrations. Add a new file and a line here; never edit a landed migration.
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.js';
import * as scamData from './0002-scam-data.js';
import * as statsIndexes from './0003-stats-indexes.js';
import * as readPathIndexes from './0004-read-path-indexes.js';
import * as reporterCounts from './0004-reporter-counts.js';
import * as safelist from './0005-safelist.js';
import * as disputesNotifications from './0006-disputes-notifications.js';
import * as apiKeys from './0007-api-keys.js';
import * as articleTranslations from './0008-article-translations.js';
import * as blocklistIndex from './0009-blocklist-index.js';
import * as entityDailyCounts from './0010-entity-daily-counts.js';
import * as publicListIndexes from './0011-public-list-indexes.js';
import * as blocklistCoveringIndexes from './0012-blocklist-covering-indexes.js';
import * as statusCreatedIdIndex from './0013-status-created-id-index.js';
import * as writeNotifications from './0014-write-notifications.js';
import * as postgresEntityDailyCounts from './0015-postgres-entity-daily-counts.js';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-scam-data': scamData,
  '0003-stats-indexes': statsIndexes,
  '0004-read-path-indexes': readPathIndexes,
  '0004-reporter-counts': reporterCounts,
  '0005-safelist': safelist,
  '0006-disputes-notifications': disputesNotifications,
  '0007-api-keys': apiKeys,
  '0008-article-translations': articleTranslations,
  '0009-blocklist-index': blocklistIndex,
  '0010-entity-daily-counts': entityDailyCounts,
  '0011-public-list-indexes': publicListIndexes,
  '0012-blocklist-covering-indexes': blocklistCoveringIndexes,
  '0013-status-created-id-index': statusCreatedIdIndex,
  '0014-write-notifications': writeNotifications,
  '0015-postgres-entity-daily-counts': postgresEntityDailyCounts,
};
