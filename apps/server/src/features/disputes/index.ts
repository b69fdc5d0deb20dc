// What other features may use from disputes: the validators' queue lists and decides them, and
// proof downloads find a dispute's proof.
export { findDisputeProof, listOpenDisputes } from './disputes.repository.js';
export { decideDispute } from './disputes.service.js';
