/**
 * spec §9: the energy icon's name comes from the label; old-style labels (with a '.' or '+',
 * the scale before 2021) get an 'old' prefix, e.g. `A+++` → `old-energy-a-plus-plus-plus`.
 */
export function energyIconName(energyClass: string | null): string | null {
  if (!energyClass) return null;
  const isOldStyle = /[.+]/.test(energyClass);
  const slug = energyClass
    .trim()
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/\./g, '')
    .replace(/[^a-z0-9-]/g, '');
  return `${isOldStyle ? 'old-' : ''}energy-${slug}`;
}
