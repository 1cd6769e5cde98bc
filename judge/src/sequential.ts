/**
 * Anytime-valid tests on counts: mixtures of binomial likelihood ratios,
 * each a nonnegative supermartingale under its null, so by Ville's inequality
 * the chance that one ever reaches 1/α, however often it is looked at, is at
 * most α (Howard, Ramdas, McAuliffe and Sekhon 2021; Lindon and Malek 2022,
 * the method behind Netflix's sequential canary tests of counts).
 *
 * Every test here reads "x of e events fell on the canary, where under the
 * null each event did with chance at most (or at least) θ". Two uses:
 * - two versions: given the bad events of both over the same hours, the
 *   canary's share of them is binomial with θ = n_c·ρ / (n_c·ρ + n_b), where
 *   n are the exposures (page views, renders) and ρ the ratio of the rates.
 *   Traffic that rises and falls through the day changes both versions alike
 *   and cancels: only the exposure share enters.
 * - one version: x bad page views of e, each bad with chance θ.
 * Counting page views drawn without replacement (a hypergeometric, not a
 * binomial) is less spread in the convex order (Hoeffding 1963), so the
 * likelihood ratios stay supermartingales under it too.
 */

/** One stage's contribution to a test: `x` of `e` events on the canary, null share `theta`. */
export interface Trial {
  x: number;
  e: number;
  theta: number;
}

/**
 * The alternatives the mixture averages over, as log-odds tilts of θ: small
 * ones detect small shifts on much data, large ones a broken version on a
 * few events. Equal weights; the mixture costs at most log(5) ≈ 1.6 nats of evidence.
 */
const TILTS = [0.15, 0.45, 0.9, 1.6, 3] as const;
const LOG_TILTS = Math.log(TILTS.length);
const GROWTH_UP = TILTS.map((tilt) => Math.expm1(tilt));
const GROWTH_DOWN = TILTS.map((tilt) => Math.expm1(-tilt));
/** Scratch space: the judge looks thousands of times a second in the simulation. */
const terms = new Float64Array(TILTS.length);

/**
 * Log of the mixture e-value that the canary's share exceeds θ (`direction`
 * 1) or falls below it (`direction` -1). For one tilt η it is the binomial
 * likelihood ratio of θ·e^η / (1 − θ + θ·e^η) against θ:
 * η·x − e·log(1 − θ + θ·e^η), summed over the trials.
 */
export function logEvidence(trials: readonly Trial[], direction: 1 | -1): number {
  const best = tiltTerms(trials, direction);
  if (best === -Infinity) return -Infinity;
  let sum = 0;
  for (let i = 0; i < TILTS.length; i += 1) sum += Math.exp((terms[i] as number) - best);
  return best + Math.log(sum) - LOG_TILTS;
}

/**
 * Whether the evidence against the null has reached 1/α. The mixture is an
 * average of its tilts' evidence, so it is at most the largest and at least
 * the largest ÷ the number of tilts: the exponentials are summed only when
 * the largest falls between the two bounds.
 */
export function rejects(trials: readonly Trial[], direction: 1 | -1, alpha: number): boolean {
  const threshold = -Math.log(alpha);
  if (chernoffBound(trials, direction) < threshold) return false;
  const best = tiltTerms(trials, direction);
  if (best < threshold) return false;
  if (best - LOG_TILTS >= threshold) return true;
  let sum = 0;
  for (let i = 0; i < TILTS.length; i += 1) sum += Math.exp((terms[i] as number) - best);
  return best + Math.log(sum) - LOG_TILTS >= threshold;
}

/** Per-stage bad events and exposures of both versions. */
export interface PairedCounts {
  canaryEvents: number;
  canaryExposure: number;
  baselineEvents: number;
  baselineExposure: number;
}

/** The trials of "the canary's rate is `ratio` × the baseline's", one per stage with exposure on both sides. */
export function ratioTrials(stages: readonly PairedCounts[], ratio: number): Trial[] {
  const trials: Trial[] = [];
  for (const stage of stages) {
    if (stage.canaryExposure <= 0 || stage.baselineExposure <= 0) continue;
    const weighted = stage.canaryExposure * ratio;
    trials.push({
      x: stage.canaryEvents,
      e: stage.canaryEvents + stage.baselineEvents,
      theta: weighted / (weighted + stage.baselineExposure),
    });
  }
  return trials;
}

/**
 * The anytime-valid interval for the ratio of rates: every ratio that neither
 * one-sided test rejects, the lower end at `alphaLower`, the upper at
 * `alphaUpper`. Found by bisection on log ρ between e^-12 and e^12.
 */
export function ratioInterval(
  stages: readonly PairedCounts[],
  alphaLower: number,
  alphaUpper: number,
): { lower: number; upper: number } {
  const LIMIT = 12;
  const rejectsAbove = (logRatio: number) => rejects(ratioTrials(stages, Math.exp(logRatio)), 1, alphaLower);
  const rejectsBelow = (logRatio: number) => rejects(ratioTrials(stages, Math.exp(logRatio)), -1, alphaUpper);
  // The lower end: the largest ratio the canary is shown to exceed.
  let lower = 0;
  if (rejectsAbove(-LIMIT)) {
    let low = -LIMIT;
    let high = LIMIT;
    if (rejectsAbove(high)) lower = Infinity;
    else {
      for (let i = 0; i < 40; i += 1) {
        const mid = (low + high) / 2;
        if (rejectsAbove(mid)) low = mid;
        else high = mid;
      }
      lower = Math.exp(low);
    }
  }
  let upper = Infinity;
  if (rejectsBelow(LIMIT)) {
    let low = -LIMIT;
    let high = LIMIT;
    if (rejectsBelow(low)) upper = 0;
    else {
      for (let i = 0; i < 40; i += 1) {
        const mid = (low + high) / 2;
        if (rejectsBelow(mid)) high = mid;
        else low = mid;
      }
      upper = Math.exp(high);
    }
  }
  return { lower, upper };
}

/**
 * The anytime-valid upper bound of one version's rate from `x` bad of `n`
 * (the largest rate the lower-tail test does not reject), by bisection.
 */
export function rateUpperBound(x: number, n: number, alpha: number): number {
  if (!(n > 0)) return 1;
  const rejectsAt = (rate: number) => rejects([{ x, e: n, theta: rate }], -1, alpha);
  if (!rejectsAt(1 - 1e-12)) return 1;
  let low = x / n;
  let high = 1 - 1e-12;
  for (let i = 0; i < 40; i += 1) {
    const mid = (low + high) / 2;
    if (rejectsAt(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/** e·KL(x/e ‖ θ) for two-outcome shares, 0 when the share is not on the tested side of θ. */
function divergence({ x, e, theta }: Trial, direction: 1 | -1): number {
  if (!(e > 0) || (x - e * theta) * direction <= 0) return 0;
  const share = x / e;
  const part = (a: number, b: number) => (a > 0 ? a * Math.log(a / b) : 0);
  return e * (part(share, theta) + part(1 - share, 1 - theta));
}

/**
 * A bound no tilt can beat: for each trial the best log likelihood ratio
 * over every tilt is e·KL(x/e ‖ θ) (the Chernoff bound), so their sum bounds
 * any one tilt's sum. Below the threshold the tilts need not be worked out:
 * a speed-up only, the answer is the same.
 */
function chernoffBound(trials: readonly Trial[], direction: 1 | -1): number {
  let sum = 0;
  for (const trial of trials) sum += divergence(trial, direction);
  return sum;
}

/** Each tilt's log likelihood ratio over the trials, into `terms`; returns the largest. */
function tiltTerms(trials: readonly Trial[], direction: 1 | -1): number {
  const growths = direction === 1 ? GROWTH_UP : GROWTH_DOWN;
  let best = -Infinity;
  for (let i = 0; i < TILTS.length; i += 1) {
    const eta = direction * (TILTS[i] as number);
    const growth = growths[i] as number;
    let term = 0;
    for (const { x, e, theta } of trials) {
      if (e > 0) term += eta * x - e * Math.log1p(theta * growth);
    }
    terms[i] = term;
    if (term > best) best = term;
  }
  return best;
}
