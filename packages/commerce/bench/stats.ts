/** The q-th quantile (0 to 1) of a list of durations, by the nearest rank below. */
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Median and 99th percentile of a list of durations (ms). */
export function summarise(samples: number[]) {
  return {
    medianMs: round(percentile(samples, 0.5)),
    p99Ms: round(percentile(samples, 0.99)),
    samples: samples.length,
  };
}

export const round = (value: number) => Math.round(value * 1000) / 1000;
