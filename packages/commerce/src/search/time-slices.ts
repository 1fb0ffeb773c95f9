/**
 * Long index work as steps: a generator that yields now and then, run either at once
 * (`drain`, as the index's own updates do) or in slices that give the event loop a turn every few
 * milliseconds (`TimeSlices`), so a full catalogue reload never holds requests for longer than a
 * slice (issue 22: listings p99 ≤ 20 ms while an import's catalogue is reloaded).
 */
export type Steps = Generator<void, void, undefined>;

/** Runs every step at once. */
export function drain(steps: Steps): void {
  while (!steps.next().done);
}

/** Between two turns of the event loop, at most about this much work runs (ms). */
const defaultSliceMs = 5;

export class TimeSlices {
  private sliceStart = performance.now();
  /** How many turns the work gave away, for tests and measurements. */
  turns = 0;

  constructor(private readonly sliceMs = defaultSliceMs) {}

  /** Gives the event loop a turn (pending I/O and requests first) when the slice is used up. */
  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart < this.sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.turns++;
    this.sliceStart = performance.now();
  }

  /** Runs the steps, pausing between them. */
  async run(steps: Steps): Promise<void> {
    while (!steps.next().done) await this.pause();
  }
}

/** Every how many items of a loop a step ends (a check of the clock costs more than an item). */
export const itemsPerStep = 256;
