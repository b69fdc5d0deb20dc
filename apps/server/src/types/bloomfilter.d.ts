// bloomfilter 1.x ships JavaScript only; the part of its API Satark uses.
declare module 'bloomfilter' {
  export class BloomFilter {
    /** `bits` bits, `hashes` hash functions. */
    constructor(bits: number, hashes: number);
    add(value: string): void;
    /** false: certainly never added; true: probably added. */
    test(value: string): boolean;
  }
}
