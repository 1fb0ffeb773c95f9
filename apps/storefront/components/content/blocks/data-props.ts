/** spec §3 dataAttributes as `data-*` props (their names were sanitised by the conversion). */
export function dataProps(attributes: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes ?? {}).map(([name, value]) => [`data-${name}`, value]),
  );
}
