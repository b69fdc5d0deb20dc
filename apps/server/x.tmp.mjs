import SQLite from 'better-sqlite3';
import { readFileSync } from 'node:fs';
const which = process.argv[2];
const hwm = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const db = new SQLite('/tmp/satark-bench-sqlite-1000000/satark.db', { readonly: true });
db.pragma('cache_size = -65536');
const recent = new Date(Date.now() - 7 * 864e5).toISOString();
const queries = {
  articles: [`select article_slug, day, count(*) n from (select article_slug, case when created_at >= ? then '' else substr(created_at,1,10) end as day from report_entries where article_slug is not null) group by article_slug, day`, [recent]],
  articlesOne: [`select day, count(*) n from (select case when created_at >= ? then '' else substr(created_at,1,10) end as day from report_entries where article_slug = ?) group by day`, [recent, 'x']],
  anchors: [`select last_reported_at, id, position from (select last_reported_at, id, row_number() over (order by last_reported_at desc, id desc) as position from scam_entities where status in ('ACTIVE','REJECTED') and type = ?) where position % 500 = 0 order by position`, ['number']],
};
// warm the page cache with an unrelated full read so the cache's share is the same
db.prepare('select count(*) from report_entries where article_slug is not null').get();
db.prepare("select count(*) from scam_entities where type = 'number'").get();
const before = rss(), hwmBefore = hwm();
const t = performance.now();
let rows;
if (which === 'articlesOne') {
  const slugs = db.prepare('select distinct article_slug s from report_entries where article_slug is not null').all().map(r => r.s);
  rows = 0; for (const s of slugs) rows += db.prepare(queries.articlesOne[0]).all(recent, s).length;
} else rows = db.prepare(queries[which][0]).all(...queries[which][1]).length;
console.log(which, 'rows', rows, 'ms', Math.round(performance.now() - t), 'rss before', before.toFixed(0), 'peak', hwm().toFixed(0), 'hwm before', hwmBefore.toFixed(0));
console.log(db.prepare('explain query plan ' + queries[which === 'articlesOne' ? 'articlesOne' : which][0]).all(...(which==='articlesOne'?[recent,'x']:queries[which][1])).map(r => r.detail).join(' | '));
