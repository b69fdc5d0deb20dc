// The operator's command line (API.md "Operations"): `npm run admin -- <command> …`, on the database
// that DATABASE_URL (or the default SQLite file in DATA_DIR) names. Each command is one entry of
// the table below; add a command by adding an entry.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { RANK_MAX, RANK_SCORE_PER_RANK, VALIDATOR_MIN_RANK, type MessageKey } from '@satark/shared/constants';
import { normalizePhone } from '@satark/shared/identifiers';
import { ConfigError, loadConfig, type Config, type Env } from '../config.js';
import { recordAudit } from '../db/audit-log.js';
import { createDatabase, migrateToLatest, type Db } from '../db/database.js';
import { publishArticle } from '../features/articles/articles.repository.js';
import { findUserByPhone, updateUser } from '../features/auth/auth.repository.js';
import { backupSqlite, targetExists } from './backup.js';
import { listOpenDisputesForOperators } from '../features/disputes/disputes.repository.js';
import { nowIso } from '../lib/ids.js';
import { safelistCommand } from './safelist-command.js';
import { apiKeyCommand } from './api-key-command.js';

export interface CommandContext {
  db: Db;
  /** The database the command works on, as configured (backup needs the SQLite file). */
  database: Config['database'] | undefined;
  positionals: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  print: (line: string) => void;
}

export interface Command {
  usage: string;
  summary: string;
  options?: ParseArgsConfig['options'];
  run: (context: CommandContext) => Promise<void>;
}

/** Wrong arguments: the answer is the usage text and exit code 2. */
class UsageError extends Error {}
/** Right arguments, but the command cannot be done (for example, no such account): exit code 1. */
class CommandError extends Error {}

const MESSAGE_KEYS: Record<string, MessageKey> = { header: 'msgHeader', footer: 'msgFooter', footer2: 'msgFooter2' };
const MAX_MESSAGE_LENGTH = 200;

const commands: Record<string, Command> = {
  promote: {
    usage: 'promote <phone> [--rank N]',
    summary: `Set an account's rank (default ${VALIDATOR_MIN_RANK}, the lowest validator rank).`,
    options: { rank: { type: 'string' } },
    async run({ db, positionals, values, print }) {
      if (positionals.length !== 1) throw new UsageError('promote takes exactly one phone number.');
      const phone = normalizePhone(positionals[0]!);
      if (!phone) throw new UsageError(`"${positionals[0]}" is not a valid Indian phone number.`);
      const rankText = typeof values.rank === 'string' ? values.rank : String(VALIDATOR_MIN_RANK);
      const rank = Number(rankText);
      if (!/^\d+$/.test(rankText) || rank < 1 || rank > RANK_MAX) {
        throw new UsageError(`--rank must be a whole number from 1 to ${RANK_MAX}.`);
      }
      const user = await findUserByPhone(db, phone.nationalNumber);
      if (!user) throw new CommandError(`No account has the phone number ${phone.scammerId}.`);
      // rank = 1 + floor(rankScore / 20), so the lowest score of that rank keeps the two consistent.
      await updateUser(db, user.id, { rank, rank_score: (rank - 1) * RANK_SCORE_PER_RANK });
      await recordAudit(db, {
        actorId: null,
        action: 'promote',
        entityType: 'user',
        entityId: user.id,
        beforeStatus: null,
        afterStatus: null,
        details: { rankBefore: user.rank, rank, by: 'admin-cli' },
        createdAt: nowIso(),
      });
      const role = rank >= VALIDATOR_MIN_RANK ? 'a validator' : 'not a validator';
      print(`${phone.scammerId} now has rank ${rank} (${role}).`);
    },
  },

  'set-message': {
    usage: 'set-message <header|footer|footer2> <text>',
    summary: 'Set the headline or a footer message that the stats call returns.',
    async run({ db, positionals, print }) {
      const [which, ...words] = positionals;
      const key = which ? MESSAGE_KEYS[which] : undefined;
      if (!key) throw new UsageError('The first argument must be header, footer or footer2.');
      const text = words.join(' ').trim();
      if (!text) throw new UsageError('Give the message text.');
      if (text.length > MAX_MESSAGE_LENGTH)
        throw new UsageError(`The text may have at most ${MAX_MESSAGE_LENGTH} characters.`);
      const now = nowIso();
      await db
        .insertInto('settings')
        .values({ key, value: text, updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text, updated_at: now }))
        .execute();
      print(`${key} is now "${text}".`);
    },
  },

  backup: {
    usage: 'backup <file>',
    summary: 'Copy the SQLite database to <file> while the server runs (PostgreSQL: use pg_dump).',
    async run({ database, positionals, print }) {
      if (positionals.length !== 1) throw new UsageError('backup takes exactly one target file.');
      const target = path.resolve(positionals[0]!);
      if (database?.kind === 'postgres') {
        throw new CommandError(
          'This database is PostgreSQL: back it up with pg_dump, for example\n' +
            '  pg_dump --format=custom --file satark.dump "$DATABASE_URL"\n' +
            'and restore with pg_restore. Back up the proof storage (DATA_DIR/proofs or the S3 bucket) too.',
        );
      }
      if (!database) throw new CommandError('No database is configured.');
      if (targetExists(target)) throw new CommandError(`${target} already exists; choose a new file.`);
      const result = await backupSqlite(database.file, target);
      print(`Backed up ${result.pages} pages to ${target} (integrity check: ${result.integrity}).`);
      print('Back up the proof files (DATA_DIR/proofs) too: the database only names them.');
    },
  },

  'publish-article': {
    usage: 'publish-article <slug>',
    summary: 'Publish a learn article, such as one created from a report form.',
    async run({ db, positionals, print }) {
      if (positionals.length !== 1) throw new UsageError('publish-article takes exactly one slug.');
      const slug = positionals[0]!;
      if (!(await publishArticle(db, slug))) throw new CommandError(`No article has the slug "${slug}".`);
      print(`The article ${slug} is published.`);
    },
  },
};

// Owner disputes (API.md "Owner disputes"): what operators watch for the 15-day promise.
const disputeCommands: Record<string, Command> = {
  disputes: {
    usage: 'disputes [--overdue]',
    summary: 'List open owner disputes; with --overdue, only those past their 15-day due date.',
    options: { overdue: { type: 'boolean' } },
    async run({ db, positionals, values, print }) {
      if (positionals.length > 0) throw new UsageError('disputes takes no arguments besides --overdue.');
      const overdue = values.overdue === true;
      const rows = await listOpenDisputesForOperators(db, overdue ? { overdueAt: nowIso() } : {});
      if (rows.length === 0) {
        print(overdue ? 'No open dispute is past its due date.' : 'No open disputes.');
        return;
      }
      print(
        `${'reference'.padEnd(14)}${'due by (UTC)'.padEnd(22)}${'filed (UTC)'.padEnd(22)}${'owner'.padEnd(7)}listing`,
      );
      for (const row of rows) {
        print(
          `${row.reference.padEnd(14)}${row.due_by.slice(0, 16).replace('T', ' ').padEnd(22)}` +
            `${row.created_at.slice(0, 16).replace('T', ' ').padEnd(22)}${(row.owner_verified === 1 ? 'yes' : 'no').padEnd(7)}` +
            `${row.scammerId} (${row.entityStatus})`,
        );
      }
      print(`${rows.length} ${overdue ? 'overdue' : 'open'} dispute${rows.length === 1 ? '' : 's'}.`);
    },
  },
};
Object.assign(commands, disputeCommands);
const commandsWithSafelist: Record<string, Command> = {
  ...commands,
  safelist: safelistCommand(UsageError, CommandError),
  'api-key': apiKeyCommand(UsageError, CommandError),
};

function usageText(): string {
  const lines = Object.values(commandsWithSafelist).map((c) => `  ${c.usage.padEnd(46)}${c.summary}`);
  return ['Usage: npm run admin -- <command> [arguments]', '', 'Commands:', ...lines].join('\n');
}

export interface CliIo {
  /** A database to work on (tests); otherwise the one the environment names, migrated first. */
  db?: Db;
  /** What `db` is (tests that pass `db` and run backup). */
  database?: Config['database'];
  env?: Env;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** Runs one command; returns the process exit code (0 done, 1 failed, 2 bad arguments). */
export async function run(argv: string[], io: CliIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const err = io.err ?? ((line: string) => console.error(line));
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    out(usageText());
    return 0;
  }
  const command = name ? commandsWithSafelist[name] : undefined;
  if (!command) {
    err(name ? `Unknown command "${name}".\n\n${usageText()}` : usageText());
    return 2;
  }

  let parsed;
  try {
    parsed = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true });
  } catch (error) {
    err(`${(error as Error).message}\n\nUsage: npm run admin -- ${command.usage}`);
    return 2;
  }

  let db = io.db;
  let database = io.database;
  try {
    if (!db) {
      database = loadConfig(io.env ?? process.env).database;
      db = createDatabase(database);
      await migrateToLatest(db);
    }
    await command.run({ db, database, positionals: parsed.positionals, values: parsed.values, print: out });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\nUsage: npm run admin -- ${command.usage}`);
      return 2;
    }
    if (error instanceof CommandError || error instanceof ConfigError) {
      err(error.message);
      return 1;
    }
    throw error;
  } finally {
    if (db && !io.db) await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await run(process.argv.slice(2));
}
