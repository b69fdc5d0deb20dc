// What other features may use from files: the download name of a stored proof.
export { proofDownloadName } from './proof-names.js';
