// Hot reads built and compiled by Kysely once, with stand-ins where a request's values go, then run
// with each request's values: building and compiling cost more than such a read itself.

/** A value no request sends (it starts with NUL), to mark where `name`'s value is bound. */
export const standIn = (name: string) => `\u0000${name}`;

/** The compiled parameters with each stand-in in `values` replaced by its value. */
export const bindStandIns = (parameters: readonly unknown[], values: Readonly<Record<string, unknown>>) =>
  parameters.map((p) => (typeof p === 'string' && Object.hasOwn(values, p) ? values[p] : p));
