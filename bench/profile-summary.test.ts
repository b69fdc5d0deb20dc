import { describe, expect, it } from 'vitest';
import { summarizeProfile } from './profile-summary.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

// (root) → main → handler → writev
//                        → lookup
//        → (idle)
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 6] },
    { id: 2, callFrame: frame('main', 'file:///srv/apps/server/dist/main.js', 9), children: [3] },
    { id: 3, callFrame: frame('handler', 'file:///srv/apps/server/dist/check.js', 0), children: [4, 5] },
    { id: 4, callFrame: frame('writev'), children: [] },
    { id: 5, callFrame: frame('lookup', 'file:///srv/node_modules/better-sqlite3/lib/x.js', 4), children: [] },
    { id: 6, callFrame: frame('(idle)'), children: [] },
  ],
  samples: [4, 4, 4, 5, 3, 6, 6, 6, 6, 6],
};

describe('the CPU profile summary', () => {
  it('shares self and inclusive time of the busy samples only, idle apart', () => {
    const summary = summarizeProfile(profile);
    expect(summary).toMatchObject({ busySamples: 5, idleSamples: 5 });
    const byName = Object.fromEntries(summary.lines.map((line) => [line.name, line]));
    expect(byName['writev']).toMatchObject({ self: 3, inclusive: 3 });
    expect(byName['handler apps/server/dist/check.js:1']).toMatchObject({ self: 1, inclusive: 5 });
    expect(byName['lookup node_modules/better-sqlite3/lib/x.js:5']).toMatchObject({ self: 1, inclusive: 1 });
    expect(byName['(idle)']).toBeUndefined();
  });

  it('names the callers of a function by the samples spent under each', () => {
    const summary = summarizeProfile(profile, 'writev');
    expect(summary.callers).toEqual([{ name: 'handler apps/server/dist/check.js:1', samples: 3 }]);
  });
});
