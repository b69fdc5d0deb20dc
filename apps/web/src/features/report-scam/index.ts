// What other features may use from report-scam: the evidence (proof) field.
export { EvidenceField } from './evidence-field';
