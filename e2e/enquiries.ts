import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { ENQUIRY_STORE_FOR_TESTS } from '../playwright.config';

/** An enquiry as the collector stored it for the tests (playwright.config.ts's store). */
export interface StoredEnquiry {
  id: string;
  name: string;
  message: string;
  origin: string;
}

/** Every enquiry stored so far, by every test. */
export function storedEnquiries(): StoredEnquiry[] {
  if (!fs.existsSync(ENQUIRY_STORE_FOR_TESTS)) return [];
  return fs
    .readFileSync(ENQUIRY_STORE_FOR_TESTS, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredEnquiry);
}

/** Fills in the contact form as a visitor would. */
export async function fillInEnquiry(
  page: Page,
  { name, message, mail }: { name: string; message: string; mail: string },
): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Phone').fill('+91 98765 43210');
  await page.getByLabel('E-mail').fill(mail);
  await page.getByLabel('Message').fill(message);
}
