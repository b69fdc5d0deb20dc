// `@satark/shared/<module>` → packages/shared/src/<module>.ts, for the web build and the jsdom tests.
import { fileURLToPath } from 'node:url';

export const sharedSource = {
  find: /^@satark\/shared\/(.+)$/,
  replacement: `${fileURLToPath(new URL('../../../packages/shared/src/', import.meta.url))}$1.ts`,
};
