/**
 * npm run enquiries -- list            the stored enquiries, newest last
 * npm run enquiries -- export [file]   the same as CSV (to a file, or standard output)
 *
 * Reads ENQUIRY_STORE (default .data/enquiries.jsonl at the repository root).
 */
import fs from 'node:fs';
import { defaultStorePath } from './config';
import { toCsv } from './csv';
import { EnquiryStore } from './store';

const [command = 'list', target] = process.argv.slice(2);
const file = process.env.ENQUIRY_STORE ?? defaultStorePath;
const enquiries = EnquiryStore.read(file);

if (command === 'list') {
  if (enquiries.length === 0) console.log(`No enquiries stored in ${file}.`);
  else console.table(enquiries.map(({ receivedAt, name, phone, mail, message }) => ({ receivedAt, name, phone, mail, message: message.length > 60 ? `${message.slice(0, 59)}…` : message })));
} else if (command === 'export') {
  const csv = toCsv(enquiries);
  if (target) {
    fs.writeFileSync(target, csv);
    console.error(`${enquiries.length} enquiries written to ${target}`);
  } else {
    process.stdout.write(csv);
  }
} else {
  console.error(`Unknown command "${command}". Use "list" or "export [file]".`);
  process.exit(2);
}
