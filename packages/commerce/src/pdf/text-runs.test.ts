import { describe, expect, it } from 'vitest';
import { covers } from './shop-pdf.ts';
import { replacement, visualRuns } from './text-runs.ts';

const drawn = (line: string) => visualRuns(line, covers).map((run) => [run.face, run.text]);

describe('a line of text as the runs a PDF draws', () => {
  it('draws Latin, Greek and Cyrillic names in Noto Sans as one run', () => {
    for (const name of [
      'Łukasz Żółć Dvořák-Şahin Kovačević',
      'Αλέξανδρος Παπαδόπουλος',
      'Олена Шевченко',
    ]) {
      expect(drawn(name)).toEqual([['sans', name]]);
    }
  });

  it('puts a right-to-left name’s words right to left, each word in reading order for fontkit', () => {
    // fontkit shapes and turns round a Hebrew or Arabic run itself; the words' order is ours.
    expect(drawn('שרה כהן-לוי')).toEqual([
      ['hebrew', 'לוי'],
      ['sans', '-'],
      ['hebrew', 'כהן'],
      ['sans', ' '],
      ['hebrew', 'שרה'],
    ]);
    expect(drawn('محمد العلي')).toEqual([
      ['arabic', 'العلي'],
      ['sans', ' '],
      ['arabic', 'محمد'],
    ]);
  });

  it('keeps a left-to-right line left to right around a right-to-left word, brackets mirrored', () => {
    expect(drawn('Dvořák (שרה) 12')).toEqual([
      ['sans', 'Dvořák ('],
      ['hebrew', 'שרה'],
      ['sans', ') '],
      ['sans', '12'],
    ]);
    expect(drawn('שרה (12)')).toEqual([
      ['sans', '('],
      ['sans', '12'],
      ['sans', ') '],
      ['hebrew', 'שרה'],
    ]);
  });

  it('draws emoji in Noto Emoji with their skin tone, and a letter no face has as a visible mark', () => {
    expect(drawn('Anna 👍🏽')).toEqual([
      ['sans', 'Anna '],
      ['emoji', '👍🏽'],
    ]);
    expect(drawn('❤️')).toEqual([['emoji', '❤️']]);
    // A variation selector the face before it lacks would print as a box: it is left out.
    expect(drawn('Anna\ufe0f')).toEqual([['sans', 'Anna']]);
    expect(drawn('王小明')).toEqual([['sans', replacement.repeat(3)]]);
  });
});
