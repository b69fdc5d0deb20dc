// `npm run admin -- safelist add|remove|list` (API.md "Answers beyond the database"): the operator
// changes the safelist; every entry needs the public page that publishes it (`--source`).
import { REPORT_TYPES } from '@satark/shared/constants';
import { isReportType, isSourceUrl, safelistValue } from '../features/safelist/safelist-entry.js';
import {
  listSafelist,
  removeSafelistEntry,
  seedSafelist,
  upsertSafelistEntry,
} from '../features/safelist/safelist.repository.js';
import type { Command } from './cli.js';

type ErrorClass = new (message: string) => Error;

export function safelistCommand(UsageError: ErrorClass, CommandError: ErrorClass): Command {
  const typeAndValue = (positionals: string[]) => {
    const [, type, raw] = positionals;
    if (!type || !isReportType(type)) throw new UsageError(`<type> must be one of ${REPORT_TYPES.join(', ')}.`);
    if (!raw) throw new UsageError('Give the value, for example 1930 or *.gov.in.');
    const value = safelistValue(type, raw);
    if (!value)
      throw new UsageError(`"${raw}" is not a valid ${type} (a website entry is a host or *.suffix, no path).`);
    return { type, value };
  };
  return {
    usage: 'safelist add <type> <value> --name "<name>" --source <url> [--category <c>] | remove <type> <value> | list',
    summary: 'Change or show the official identities a check answers as "official".',
    options: { name: { type: 'string' }, source: { type: 'string' }, category: { type: 'string' } },
    async run({ db, positionals, values, print }) {
      const action = positionals[0];
      // A database the server never started on gets the data file's entries first, as a start would.
      await seedSafelist(db);
      if (action === 'list') {
        if (positionals.length !== 1) throw new UsageError('safelist list takes no arguments.');
        for (const e of await listSafelist(db)) print(`${e.type}\t${e.value}\t${e.name}\t${e.category}\t${e.source}`);
        return;
      }
      if (action === 'add') {
        if (positionals.length !== 3) throw new UsageError('safelist add takes a type and a value.');
        const { type, value } = typeAndValue(positionals);
        const name = typeof values.name === 'string' ? values.name.trim() : '';
        const source = typeof values.source === 'string' ? values.source.trim() : '';
        if (!name) throw new UsageError('--name is required: who publishes this identifier.');
        if (!source) throw new UsageError('--source is required: the public page that publishes this identifier.');
        if (!isSourceUrl(source)) throw new UsageError('--source must be an http(s) URL.');
        const category =
          typeof values.category === 'string' && values.category.trim() ? values.category.trim() : 'official';
        await upsertSafelistEntry(db, { type, value, name, category, source, keywords: [] });
        print(`Safelisted ${type} ${value} (${name}).`);
        return;
      }
      if (action === 'remove') {
        if (positionals.length !== 3) throw new UsageError('safelist remove takes a type and a value.');
        const { type, value } = typeAndValue(positionals);
        if (!(await removeSafelistEntry(db, type, value)))
          throw new CommandError(`${type} ${value} is not on the safelist.`);
        print(`Removed ${type} ${value} from the safelist.`);
        return;
      }
      throw new UsageError('Use safelist add, safelist remove or safelist list.');
    },
  };
}
