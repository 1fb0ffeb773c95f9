/** spec §9 rating: five icons, the rating shown out of 10. */
export const ratingIcons = 5;

/**
 * How full each of the five icons is for a rating out of 10, to the nearest half icon:
 * 9.2 → [1, 1, 1, 1, 0.5].
 */
export function iconFills(ratingOutOf10: number): number[] {
  const halves = Math.round((Math.min(Math.max(ratingOutOf10, 0), 10) / 10) * ratingIcons * 2);
  return Array.from({ length: ratingIcons }, (_, i) => Math.min(Math.max(halves / 2 - i, 0), 1));
}
