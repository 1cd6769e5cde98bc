/**
 * @jest-environment node
 */
import { DEFAULT_RETENTION_DAYS, servicesSettingsFromEnv } from './settings';

describe('the enquiry retention setting', () => {
  it('keeps enquiries a year unless ENQUIRY_RETENTION_DAYS says otherwise', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(365);
    expect(servicesSettingsFromEnv({}).retentionDays).toBe(365);
    expect(servicesSettingsFromEnv({ ENQUIRY_RETENTION_DAYS: '90' }).retentionDays).toBe(90);
  });

  it('refuses a retention that is not a whole number of days', () => {
    for (const wrong of ['0', '-1', '1.5', '365d'])
      expect(() => servicesSettingsFromEnv({ ENQUIRY_RETENTION_DAYS: wrong })).toThrow(
        /ENQUIRY_RETENTION_DAYS must be a whole number from 1 to 36500/,
      );
  });
});
