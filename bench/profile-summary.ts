// `npm run bench:profile -- FILE.cpuprofile [--top 25] [--callers NAME]`: where the busy time of a
// V8 CPU profile (`npm run bench -- --profile DIR`) went, as a table a newcomer can read without
// Chrome's DevTools. "Busy" leaves out the samples in which the event loop was idle, so shares are
// of the time the server worked. Self: samples in the function itself; inclusive: in it or in
// anything it called (a function counted once per sample even when recursive).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
}

/** Samples V8 books to no JavaScript: the loop waiting for I/O. */
const IDLE = new Set(['(idle)']);

export interface ProfileLine {
  name: string;
  self: number;
  inclusive: number;
}

export interface ProfileSummary {
  busySamples: number;
  idleSamples: number;
  lines: ProfileLine[];
  /** For `callersOf`: the functions that called it, by the samples it spent under each. */
  callers: { name: string; samples: number }[];
}

function frameName(frame: CallFrame): string {
  const file = frame.url ? frame.url.replace(/^.*\/(node_modules\/|apps\/|packages\/)/, '$1') : '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${frame.lineNumber + 1}` : name;
}

export function summarizeProfile(profile: CpuProfile, callersOf?: string): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const callers = new Map<string, number>();
  let busySamples = 0;
  let idleSamples = 0;
  for (const id of profile.samples) {
    const node = byId.get(id);
    if (!node) continue;
    if (IDLE.has(node.callFrame.functionName)) {
      idleSamples += 1;
      continue;
    }
    busySamples += 1;
    const leaf = frameName(node.callFrame);
    self.set(leaf, (self.get(leaf) ?? 0) + 1);
    const seen = new Set<string>();
    let callerCounted = false;
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = frameName(byId.get(at)!.callFrame);
      if (!seen.has(name)) {
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
      }
      // The nearest caller of the named function in this sample's stack.
      if (callersOf && !callerCounted && byId.get(at)!.callFrame.functionName === callersOf) {
        const parent = parentOf.get(at);
        const caller = parent === undefined ? '(root)' : frameName(byId.get(parent)!.callFrame);
        callers.set(caller, (callers.get(caller) ?? 0) + 1);
        callerCounted = true;
      }
    }
  }
  const lines = [...inclusive.keys()].map((name) => ({
    name,
    self: self.get(name) ?? 0,
    inclusive: inclusive.get(name) ?? 0,
  }));
  return {
    busySamples,
    idleSamples,
    lines,
    callers: [...callers].map(([name, samples]) => ({ name, samples })).sort((a, b) => b.samples - a.samples),
  };
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / Math.max(whole, 1)).toFixed(1).padStart(5)}%`;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' }, callers: { type: 'string' } },
  });
  const file = positionals[0];
  if (!file) {
    console.error('usage: npm run bench:profile -- FILE.cpuprofile [--top 25] [--callers FUNCTION_NAME]');
    process.exit(2);
  }
  const top = Number(values.top);
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, values.callers);
  const { busySamples, idleSamples } = summary;
  console.log(`${busySamples} busy samples, ${percent(idleSamples, busySamples + idleSamples).trim()} of all idle\n`);
  console.log('self of busy   function');
  for (const line of [...summary.lines].sort((a, b) => b.self - a.self).slice(0, top))
    console.log(`${percent(line.self, busySamples)}         ${line.name}`);
  console.log('\ninclusive of busy   function');
  for (const line of [...summary.lines].sort((a, b) => b.inclusive - a.inclusive).slice(0, top))
    console.log(`${percent(line.inclusive, busySamples)}              ${line.name}`);
  if (values.callers) {
    console.log(`\ncallers of ${values.callers} (samples under each, share of busy)`);
    for (const caller of summary.callers.slice(0, top))
      console.log(`${percent(caller.samples, busySamples)}  ${caller.name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
