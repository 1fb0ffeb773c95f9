/** Median and 99th percentile of a list of durations (ms). */
export function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { medianMs: round(at(0.5)), p99Ms: round(at(0.99)), samples: sorted.length };
}

export const round = (value: number) => Math.round(value * 1000) / 1000;
