import type { ListParams } from './api/reports';

/** What the list hands the detail page in router state, for 'Next n of total'. */
export interface ListContext {
  ids: string[];
  params: ListParams;
  total: number;
  /** The list's own address (path and query), for the way back. */
  href: string;
}
