/**
 * The EU energy label's seven class colours, A dark green to G red (Regulation (EU) 2017/1369
 * label design), with dark text: on each of them black text has at least 4.5:1 contrast, while
 * white text fails on all of them. Old-style classes (A+++) take their letter's.
 */
const euClassColours: Record<string, string> = {
  A: '#00a651',
  B: '#50b848',
  C: '#bed630',
  D: '#fff200',
  E: '#fdb913',
  F: '#f37021',
  // The label's #ed1c24 gives black text 4.3:1; this red, a shade lighter, gives 5:1.
  G: '#f02a30',
};

export const energyTextColour = '#111111';

export function energyColour(label: string): string {
  const letter = label.trim().toUpperCase()[0] ?? '';
  return euClassColours[letter] ?? '#d1d5db';
}
