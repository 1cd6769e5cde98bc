import { expect, test } from './test';
import { storedEnquiries } from './enquiries';

for (const mall of ['gfm43', 'gfmpalam'] as const) {
  test(
    `${mall}: an enquiry is stored, the fields are cleared and the visitor is told`,
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      const name = `Visitor ${mall} ${testInfo.project.name} ${Date.now()}`;
      await page.goto(`/${mall}/contact-us`);
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Phone').fill('+91 98765 43210');
      await page.getByLabel('E-mail').fill('visitor@example.com');
      await page.getByLabel('Message').fill('Is there a play area for children on weekends?');
      await page.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toContainText(
        'Your enquiry has been received.',
      );
      await expect(page.getByLabel('Name')).toHaveValue('');
      await expect(page.getByLabel('Message')).toHaveValue('');
      expect(storedEnquiries().filter((enquiry) => enquiry.name === name)).toEqual([
        expect.objectContaining({
          message: 'Is there a play area for children on weekends?',
          origin: 'http://localhost:3000',
        }),
      ]);
    },
  );
}

test(
  'with the collector down, the fields are kept and the visitor is told the enquiry was not sent',
  { tag: '@phone' },
  async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.route('http://localhost:4000/api/enquiries', (route) => route.abort('connectionrefused'));
    await page.goto('/gfmpalam/contact-us');
    await page.getByLabel('Name').fill('Kept Visitor');
    await page.getByLabel('Phone').fill('98765 43210');
    await page.getByLabel('E-mail').fill('kept@example.com');
    await page.getByLabel('Message').fill('Please call me back about leasing.');
    await page.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not sent' })).toContainText('Your enquiry was not sent');
    await expect(page.getByLabel('Name')).toHaveValue('Kept Visitor');
    await expect(page.getByLabel('Message')).toHaveValue('Please call me back about leasing.');
    expect(logs.some((line) => line.startsWith('Error submitting the form: '))).toBe(true);
  },
);

test('invalid fields are explained next to each field and focus goes to the first', async ({ page }) => {
  await page.goto('/gfm43/contact-us');
  await page.getByLabel('Name').fill('Asha');
  await page.getByLabel('Phone').fill('123');
  await page.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByLabel('Phone')).toBeFocused();
  await expect(page.getByText('Please enter a phone number of 10 to 13 digits', { exact: false })).toBeVisible();
  await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
});
