import fs from 'node:fs';
import { ENQUIRY_FILE_MODE } from './jsonl-store';
import type { StoredEnquiry } from './store';

const COLUMNS = ['id', 'receivedAt', 'name', 'phone', 'mail', 'message', 'origin'] as const;

/** One CSV cell (RFC 4180), with spreadsheet formulas neutralised (a visitor typed it). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(enquiries: readonly StoredEnquiry[]): string {
  const lines = [
    COLUMNS.join(','),
    ...enquiries.map((enquiry) => COLUMNS.map((column) => csvCell(String(enquiry[column] ?? ''))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV in `file`, created readable by its owner only (enquiries are personal data); an existing file keeps its mode. */
export function writeCsvFile(file: string, enquiries: readonly StoredEnquiry[]): void {
  fs.writeFileSync(file, toCsv(enquiries), { mode: ENQUIRY_FILE_MODE });
}
