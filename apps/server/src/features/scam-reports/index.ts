// What other features may use from scam-reports: reading entries, the proof upload reader (owner
// disputes carry a proof too), moderation and its conflict-of-interest test (a dispute's decider
// must not have reported the entity), and counting entities (the home page's stats). Everything
// else here is this feature's own.
export {
  countEntities,
  hasReported,
  listEntriesOfEntities,
  listEntriesOfEntity,
  entryRowsAsJson,
  reportsOfEntity,
  toRecord,
} from './scam-reports.repository.js';
export { prepareProofForStorage, receiveReportForm, type StagedProof } from './proof-upload.js';
export { parseJsonField, removeStaged } from './report.routes.js';
export { moderate } from './scam-reports.service.js';
