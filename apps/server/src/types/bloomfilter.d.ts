// bloomfilter 1.x ships JavaScript only; the part of its API Satark uses.
declare module 'bloomfilter' {
  export class BloomFilter {
    /** `bits` bits, `hashes` hash functions. */
    constructor(bits: number, hashes: number);
    /** The bits, 32 to an element (the README's way to save and restore a filter). */
    readonly buckets: Uint32Array;
    add(value: string): void;
    /** false: certainly never added; true: probably added. */
    test(value: string): boolean;
  }
}
