/** The p-th percentile (nearest rank) of ascending `sorted` values, rounded: the bench's one definition. */
export function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] ?? 0);
}
