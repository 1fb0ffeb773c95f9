/** spec §2 brands index grouped a to z; names starting with anything else go under '#'. */
export function groupBrands<T extends { name: string }>(brands: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const brand of [...brands].sort((a, b) => a.name.localeCompare(b.name, 'nl'))) {
    const initial = brand.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .charAt(0)
      .toLowerCase();
    const letter = /[a-z]/.test(initial) ? initial : '#';
    if (!groups.has(letter)) groups.set(letter, []);
    groups.get(letter)!.push(brand);
  }
  return [...groups]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, items]) => ({ letter, brands: items }));
}
