/** Colour groups for the `color_group` swatch filter and for tinting generated images. */
export const COLOR_GROUPS = [
  { value: 'wit', label: 'Wit', hex: '#ffffff' },
  { value: 'zwart', label: 'Zwart', hex: '#1f1f1f' },
  { value: 'rvs', label: 'RVS', hex: '#b4b8bb' },
  { value: 'zilver', label: 'Zilver', hex: '#d9d9d9' },
  { value: 'grijs', label: 'Grijs', hex: '#7d7f82' },
  { value: 'rood', label: 'Rood', hex: '#c62828' },
  { value: 'blauw', label: 'Blauw', hex: '#1e58c8' },
  { value: 'groen', label: 'Groen', hex: '#2e7d32' },
  { value: 'roze', label: 'Roze', hex: '#e91e8c' },
  { value: 'goud', label: 'Goud', hex: '#c9a227' },
] as const;

export type ColorGroup = (typeof COLOR_GROUPS)[number]['value'];

export function colorGroup(value: ColorGroup): (typeof COLOR_GROUPS)[number] {
  const color = COLOR_GROUPS.find((candidate) => candidate.value === value);
  if (!color) throw new Error(`unknown colour ${value}`);
  return color;
}
