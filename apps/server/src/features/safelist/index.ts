// What other features may use from the safelist: the answer beyond the database for a check, and
// the refusal of reports against official identities.
export { answerBeyondDatabase } from './beyond-database.js';
export { refuseSafelisted } from './refuse-safelisted.js';
