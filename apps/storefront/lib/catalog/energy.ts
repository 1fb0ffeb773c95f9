/**
 * spec §9 energy icon: the name is derived from the label; old-style labels (with a dot or a
 * plus, e.g. A+++ or A.) get an 'old' prefix.
 */
export function energyIconName(label: string): string {
  const clean = label.trim().toUpperCase();
  const isOld = /[.+]/.test(clean);
  const name = clean.replace(/\+/g, 'plus').replace(/\./g, '').toLowerCase();
  return isOld ? `old-${name}` : name;
}

/** Background colour of an energy class on the EU scale (A green … G red). */
export function energyColour(label: string): string {
  const letter = label.trim().toUpperCase()[0] ?? 'D';
  const colours: Record<string, string> = {
    A: '#166534',
    B: '#3f7d20',
    C: '#6b7a12',
    D: '#8a6d00',
    E: '#a14a00',
    F: '#b3261e',
    G: '#9b1c1c',
  };
  return colours[letter] ?? '#4b5563';
}
