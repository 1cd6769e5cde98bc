/**
 * @jest-environment node
 */
import { bestPossible } from './best-possible';

describe('the best any judge could do (decision 084)', () => {
  const atBench = bestPossible(3000, 20_000, 84);
  const atFourTimes = bestPossible(12_000, 20_000, 84);

  it('holds 1.5 × the errors back at its one-sided 5 %, at any traffic', () => {
    for (const bound of [atBench, atFourTimes]) {
      expect(bound.errors15xPromoted).toBeGreaterThan(0.04);
      expect(bound.errors15xPromoted).toBeLessThan(0.06);
    }
  });

  it('cannot take an identical build to 100 % within 8 hours in 95 % of runs at 3,000 page views an hour; can at 12,000', () => {
    expect(atBench.identicalPromoted).toBeLessThan(0.95);
    expect(atFourTimes.identicalPromoted).toBeGreaterThan(0.95);
  });

  it('sees a broken remote outnumber twenty forging networks within 15 minutes in fewer than 90 % of runs', () => {
    expect(atBench.brokenRollbackPossibleWithin15Minutes).toBeLessThan(0.9);
    expect(atFourTimes.brokenRollbackPossibleWithin15Minutes).toBeGreaterThan(0.99);
  });
});
