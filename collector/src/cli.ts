/**
 * npm run enquiries -- list            the stored enquiries, oldest first
 * npm run enquiries -- export [file]   the same as CSV (to a file, or standard output)
 * npm run enquiries -- count           how many are stored
 * npm run enquiries -- migrate         create or update PostgreSQL's tables (collectors also do it as they start)
 * npm run enquiries -- purge [--older-than 365d]
 *                                      delete the enquiries older than that (default ENQUIRY_RETENTION_DAYS,
 *                                      365); on PostgreSQL, run it as the tables' owner
 *
 * Reads PostgreSQL when DATABASE_URL is set, else ENQUIRY_STORE (default
 * .data/enquiries.jsonl at the repository root).
 */
import { servicesSettingsFromEnv } from '@gfm/server-kit/settings';
import { toCsv, writeCsvFile } from './csv';
import { parseRetention, purgeCutoff } from './purge';
import { openEnquiryStore } from './store';

const [command = 'list', ...args] = process.argv.slice(2);
const [target] = args;
if (!['list', 'export', 'count', 'migrate', 'purge'].includes(command)) {
  console.error(
    `Unknown command "${command}". Use "list", "export [file]", "count", "migrate" or "purge [--older-than 365d]".`,
  );
  process.exit(2);
}
const settings = servicesSettingsFromEnv(process.env);
let retentionDays = settings.retentionDays;
if (command === 'purge') {
  const option = args.indexOf('--older-than');
  const given = option >= 0 ? parseRetention(args[option + 1] ?? '') : retentionDays;
  if (given === undefined || args.length !== (option >= 0 ? 2 : 0)) {
    console.error('Use "purge" or "purge --older-than 365d" (a whole number of days).');
    process.exit(2);
  }
  retentionDays = given;
}
if (command === 'migrate' && !settings.databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL database to migrate (the embedded store needs no migration).');
  process.exit(2);
}
// Opening the PostgreSQL store applies the migrations it lacks.
const store = await openEnquiryStore(settings);
try {
  if (command === 'migrate') {
    console.log(`${store.description} is up to date.`);
  } else if (command === 'purge') {
    const cutoff = purgeCutoff(retentionDays);
    const purged = await store.purge(cutoff).catch((error: unknown) => {
      // The collectors' role may not delete (docs/decisions/041): the operator purges as the owner.
      if ((error as { code?: unknown }).code === '42501')
        throw new Error(
          `The purge needs the enquiries' owner in DATABASE_URL, not the collectors' role: ${(error as Error).message}`,
          { cause: error },
        );
      throw error;
    });
    console.log(
      `${purged} enquiries received before ${cutoff.toISOString()} (older than ${retentionDays} days) deleted from ${store.description}.`,
    );
  } else if (command === 'count') {
    console.log(await store.count());
  } else {
    const enquiries = await store.list();
    if (command === 'list') {
      if (enquiries.length === 0) console.log(`No enquiries stored in ${store.description}.`);
      else
        console.table(
          enquiries.map(({ receivedAt, name, phone, mail, message }) => ({
            receivedAt,
            name,
            phone,
            mail,
            message: message.length > 60 ? `${message.slice(0, 59)}…` : message,
          })),
        );
    } else if (target) {
      writeCsvFile(target, enquiries);
      console.error(`${enquiries.length} enquiries from ${store.description} written to ${target}`);
    } else {
      process.stdout.write(toCsv(enquiries));
    }
  }
} finally {
  await store.close();
}
