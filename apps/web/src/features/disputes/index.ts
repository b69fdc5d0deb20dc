// What other features may use from disputes: the dispute entry point and the disputed notice.
export { DisputeEntry, type DisputableListing } from './dispute-entry';
export { DisputedNotice } from './disputed-notice';
