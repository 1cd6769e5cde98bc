import type { OverloadedError } from './render-limiter';

interface Log {
  warn: (details: object, message: string) => void;
}

/** Pages not rendered for overload, logged once in five seconds at most (a line each would add to the load). */
export class OverloadLog {
  #queueFull = 0;
  #pastDeadline = 0;
  #loggedAt = 0;

  constructor(private readonly log?: Log) {}

  note(reason: OverloadedError['reason']) {
    if (reason === 'queue') this.#queueFull += 1;
    else this.#pastDeadline += 1;
    if (Date.now() - this.#loggedAt < 5000) return;
    this.log?.warn(
      { queueFull: this.#queueFull, pastDeadline: this.#pastDeadline },
      'overloaded: pages answered without rendering',
    );
    this.#queueFull = 0;
    this.#pastDeadline = 0;
    this.#loggedAt = Date.now();
  }
}
