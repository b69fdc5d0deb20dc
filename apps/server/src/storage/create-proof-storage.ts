// Picks the storage driver from the configuration. Kept apart from proof-storage.ts (the interface
// the drivers implement) so the drivers and the interface do not import each other.
import type { Config } from '../config.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import type { ProofStorage } from './proof-storage.js';

/** The S3 driver (and the AWS SDK) is loaded only when STORAGE=s3. */
export async function createProofStorage(config: Config['storage']): Promise<ProofStorage> {
  if (config.driver === 'local') return new LocalDiskStorage(config.dir);
  const { S3Storage } = await import('./s3-storage.js');
  return new S3Storage(config);
}
