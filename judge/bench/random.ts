/**
 * A seeded random source for the judge's simulation: the same seed draws the
 * same days, so `npm run bench:judge` is reproducible to the digit.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Poisson: by inversion for small means, a rounded normal beyond (the error is far below the judge's margins). */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    let k = 0;
    let p = Math.exp(-mean);
    let cumulative = p;
    const u = this.next();
    while (u > cumulative && k < 1000) {
      k += 1;
      p *= mean / k;
      cumulative += p;
    }
    return k;
  }

  /** Binomial: by inversion when the smaller side's mean is small, a rounded normal beyond. */
  binomial(n: number, p: number): number {
    if (n <= 0 || p <= 0) return 0;
    if (p >= 1) return n;
    if (p > 0.5) return n - this.binomial(n, 1 - p);
    const mean = n * p;
    if (mean > 30) {
      const draw = Math.round(mean + Math.sqrt(mean * (1 - p)) * this.normal());
      return Math.min(n, Math.max(0, draw));
    }
    const odds = p / (1 - p);
    let k = 0;
    let probability = Math.pow(1 - p, n);
    let cumulative = probability;
    const u = this.next();
    while (u > cumulative && k < n) {
      probability *= (odds * (n - k)) / (k + 1);
      k += 1;
      cumulative += probability;
    }
    return k;
  }
}
