// What other features may use from reports: the pieces the validators' review page shows too.
export { ModerationModal, type ModerationAction } from './components/moderation-modals';
export { ProofCard } from './components/proof-card';
export { StatusBadge } from './components/status-badge';
