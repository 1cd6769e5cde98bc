import type { EnquiryFields } from '@gfm/shared/features/enquiry/validation';
import type { ServicesSettings } from '@gfm/server-kit/settings';
import { JsonlEnquiryStore } from './jsonl-store';
import { PostgresEnquiryStore } from './postgres-store';

export interface StoredEnquiry extends EnquiryFields {
  id: string;
  receivedAt: string;
  origin: string;
}

/**
 * Where the collector keeps enquiries. `add` resolves once the enquiry is
 * durable, and stores an id at most once whatever number of collectors ask:
 * false when it was already stored.
 */
export interface EnquiryStore {
  /** Where the enquiries are, for the logs (never a password). */
  readonly description: string;
  has(id: string): Promise<boolean>;
  add(enquiry: StoredEnquiry): Promise<boolean>;
  /** Every stored enquiry, oldest first. */
  list(): Promise<StoredEnquiry[]>;
  count(): Promise<number>;
  /** Deletes the enquiries received before `cutoff`; resolves to how many it deleted. */
  purge(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

/** PostgreSQL when `DATABASE_URL` is set (its tables migrated first), else the embedded file. */
export async function openEnquiryStore(
  settings: Pick<ServicesSettings, 'databaseUrl' | 'enquiryFile'>,
): Promise<EnquiryStore> {
  if (settings.databaseUrl) return PostgresEnquiryStore.open(settings.databaseUrl);
  return new JsonlEnquiryStore(settings.enquiryFile);
}
