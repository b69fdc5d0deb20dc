// The safelist in memory: what a check asks of it, answered with map lookups (no table read per
// request). Built once per safelist version by safelist.service.ts.
import type { FoundItem, LookalikeMatch, OfficialMatch } from '@satark/shared/api-types';
import { FifoMap } from 'toad-cache';
import {
  brandInName,
  brandOfWebsite,
  Brands,
  imitatedBrand,
  imitatedBrandOfEmail,
  imitatedHandle,
  type Brand,
} from './lookalike.js';
import type { SafelistEntry } from './safelist-entry.js';

const hostOf = (websiteKey: string) => websiteKey.split('/')[0]!.replace(/:\d+$/, '');
/** How many worked-out lookalike answers an index keeps (the oldest go first). */
export const LOOKALIKE_ANSWERS_KEPT = 10_000;
const isPhoneKey = (uniqueId: string) => /^\+?\d+$/.test(uniqueId);

export class SafelistIndex {
  private readonly exact = new Map<string, SafelistEntry>();
  /** Website entries by host: they cover the host and its subdomains. */
  private readonly hosts = new Map<string, SafelistEntry>();
  /** `*.gov.in` rules by suffix: they cover every host below it. */
  private readonly namespaces = new Map<string, SafelistEntry>();
  private readonly handles: Array<{ name: string; handle: string; entry: SafelistEntry }> = [];
  private readonly brands = new Brands();
  /**
   * Answers already worked out, by type and key: the rules compare a host with every brand (edit
   * distances included), and the hosts people check come back again and again. Bounded; a new
   * safelist version builds a new index, so they never outlive the entries they came from. A
   * first-in-first-out map (as the address counters in http/rate-limits.ts): dropping a plain Map's
   * first key walks over the slots of the keys deleted before it, and with a new key every check
   * that cost ~6.5 µs a call in a loop, against ~0.2 µs for a key already kept.
   */
  private readonly lookalikes = new FifoMap<LookalikeMatch | null>(LOOKALIKE_ANSWERS_KEPT);

  constructor(readonly entries: SafelistEntry[]) {
    for (const entry of entries) {
      if (entry.type === 'website' && entry.value.startsWith('*.')) this.namespaces.set(entry.value.slice(2), entry);
      else if (entry.type === 'website') {
        this.hosts.set(entry.value, entry);
        this.brands.add(brandOfWebsite(entry.name, entry.value, entry.keywords));
      } else if (entry.type === 'upi' && entry.value.startsWith('@')) {
        this.handles.push({ name: entry.name, handle: entry.value.slice(1), entry });
      } else this.exact.set(`${entry.type}:${entry.value}`, entry);
    }
  }

  /** The entry a host is covered by: itself or a parent as a host entry, or a namespace rule. */
  private hostEntry(host: string): SafelistEntry | null {
    const labels = host.split('.');
    for (let i = 0; i < labels.length - 1; i++) {
      const suffix = labels.slice(i).join('.');
      const entry = this.hosts.get(suffix) ?? (i > 0 ? this.namespaces.get(suffix) : undefined);
      if (entry) return entry;
    }
    return null;
  }

  private entryFor(item: FoundItem): SafelistEntry | null {
    switch (item.type) {
      case 'website':
        return this.hostEntry(hostOf(item.uniqueId));
      case 'email': {
        // The check also looks up text that is not a valid address as typed (no '@', no domain).
        const domain = item.uniqueId.split('@')[1];
        return this.exact.get(`email:${item.uniqueId}`) ?? (domain ? this.hostEntry(domain) : null);
      }
      case 'sms':
        return (
          this.exact.get(`sms:${item.uniqueId}`) ??
          (isPhoneKey(item.uniqueId) ? (this.exact.get(`number:${item.uniqueId}`) ?? null) : null)
        );
      default:
        return this.exact.get(`${item.type}:${item.uniqueId}`) ?? null;
    }
  }

  official(item: FoundItem): OfficialMatch | null {
    const entry = this.entryFor(item);
    return entry
      ? { type: item.type, uniqueId: item.uniqueId, name: entry.name, category: entry.category, source: entry.source }
      : null;
  }

  /** The safelisted identity an identifier imitates; null for an official one or no imitation. */
  lookalike(item: FoundItem): LookalikeMatch | null {
    // Phone numbers and SMS headers imitate nothing here (workOutLookalike): nothing to keep.
    if (item.type === 'number' || item.type === 'sms') return null;
    const key = `${item.type} ${item.uniqueId}`;
    const known = this.lookalikes.get(key);
    if (known !== undefined) return known;
    const answer = this.workOutLookalike(item);
    this.lookalikes.set(key, answer); // beyond LOOKALIKE_ANSWERS_KEPT the oldest is dropped
    return answer;
  }

  private workOutLookalike(item: FoundItem): LookalikeMatch | null {
    if (this.entryFor(item)) return null;
    const match = (brand: Brand | null) =>
      brand ? { uniqueId: item.uniqueId, imitates: { name: brand.name, uniqueId: brand.uniqueId } } : null;
    switch (item.type) {
      case 'website':
        return match(imitatedBrand(hostOf(item.uniqueId), this.brands));
      case 'email':
        return match(imitatedBrandOfEmail(item.uniqueId, this.brands));
      case 'upi': {
        const at = item.uniqueId.lastIndexOf('@');
        const handle = imitatedHandle(item.uniqueId.slice(at + 1), this.handles);
        if (handle) return { uniqueId: item.uniqueId, imitates: { name: handle.name, uniqueId: `@${handle.handle}` } };
        return match(brandInName(item.uniqueId.slice(0, at), this.brands));
      }
      default:
        return null;
    }
  }
}
