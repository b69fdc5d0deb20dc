// Generated scam data for the benchmark: users, entities of every type and their report entries,
// written straight through the same tables the API uses.
import { normalizeIdentifier } from '../packages/shared/src/identifiers.js';
import type { ReportType } from '../packages/shared/src/constants.js';
import type { Db } from '../apps/server/src/db/database.js';
import { newId } from '../apps/server/src/lib/ids.js';

const TYPES: ReportType[] = ['number', 'number', 'number', 'upi', 'sms', 'email', 'website'];
const DAY = 24 * 60 * 60 * 1000;

function rawIdentifier(type: ReportType, n: number): string {
  switch (type) {
    case 'number':
      return `9${String(100_000_000 + n * 37).slice(-9)}`;
    case 'upi':
      return `payee${n}@ybl`;
    case 'sms':
      return `VM-SC${String(n).padStart(6, '0').slice(-6)}-S`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!);
    case 'email':
      return `refund${n}@mail${n % 97}.example.com`;
    case 'website':
      return `kyc-update${n}.example.in`;
  }
}

export async function generateScamData(db: Db, entities: number) {
  const now = Date.now();
  const users = Array.from({ length: Math.max(50, Math.floor(entities / 50)) }, (_, i) => ({
    id: newId(),
    name: `Reporter ${i}`,
    country_code: '+91',
    phone_no: `8${String(100_000_000 + i).slice(-9)}`,
    password_hash: null,
    google_sub: null,
    is_verified: 1,
    status: 'ACTIVE' as const,
    deletion_scheduled_at: null,
    deleted_at: null,
    created_at: new Date(now - 400 * DAY).toISOString(),
    updated_at: new Date(now - 400 * DAY).toISOString(),
  }));
  for (let i = 0; i < users.length; i += 500)
    await db
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .execute();

  const phones: string[] = [];
  const websites: string[] = [];
  const batch = 500;
  for (let start = 0; start < entities; start += batch) {
    const rows = [];
    const entries = [];
    for (let n = start; n < Math.min(entities, start + batch); n++) {
      const type = TYPES[n % TYPES.length]!;
      const id = normalizeIdentifier(type, rawIdentifier(type, n));
      if (!id) continue;
      const at = new Date(now - (n % 365) * DAY - (n % 1440) * 60_000).toISOString();
      const reporter = users[n % users.length]!;
      const status = n % 10 === 0 ? 'PENDING' : n % 13 === 0 ? 'REJECTED' : 'ACTIVE';
      const entityId = newId();
      if (type === 'number' && n % 3 === 0) phones.push(id.uniqueId);
      if (type === 'website' && n % 3 === 0) websites.push(id.uniqueId);
      rows.push({
        id: entityId,
        type,
        unique_id: id.uniqueId,
        scammer_id: id.scammerId,
        phone: type === 'number' ? id.uniqueId : null,
        status: status as 'ACTIVE' | 'PENDING' | 'REJECTED',
        report_count: 1 + (n % 7),
        last_reported_at: at,
        scammer_name: null,
        reject_reason: null,
        first_reporter_id: reporter.id,
        verifier_id: null,
        moderated_at: null,
        changed_at: at,
        created_at: at,
      });
      entries.push({
        id: newId(),
        entity_id: entityId,
        reporter_id: reporter.id,
        detail: 'Generated',
        article_slug: null,
        created_at: at,
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('scam_entities').values(rows).execute();
      await trx.insertInto('report_entries').values(entries).execute();
    });
  }
  // Misses too: half the phone checks ask for numbers nobody reported.
  for (let i = 0; i < 500; i++) phones.push(`+917${String(100_000_000 + i * 13).slice(-9)}`);
  return { phones, websites };
}
