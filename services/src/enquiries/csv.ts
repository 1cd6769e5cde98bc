import type { StoredEnquiry } from './store';

const COLUMNS = ['id', 'receivedAt', 'name', 'phone', 'mail', 'message', 'origin'] as const;

/** One CSV cell (RFC 4180), with spreadsheet formulas neutralised (a visitor typed it). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(enquiries: readonly StoredEnquiry[]): string {
  const lines = [COLUMNS.join(','), ...enquiries.map((enquiry) => COLUMNS.map((column) => csvCell(String(enquiry[column] ?? ''))).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
