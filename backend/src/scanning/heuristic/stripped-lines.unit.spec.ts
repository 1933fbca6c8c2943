import { withoutMentions } from './mentions';
import { firstLineTaken } from './stripped-lines';
import { seededRandom } from '../testing/seeded-random';

/** The lines as they were first read: the whole text blanked, cut at the end, split and tidied. */
function referenceLines(text: string): string[] {
  return withoutMentions(text)
    .replace(/\b(at|from|on)\s*$/i, '')
    .split('\n')
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .replace(/^[\s\-–—|·•@,:/()]+|[\s\-–—|·•@,:/(]+$/g, '')
        .trim(),
    )
    .filter((line) => line.length > 0);
}

/** Every line `firstLineTaken` offers when nothing is taken. */
function offeredLines(text: string): string[] {
  const offered: string[] = [];
  firstLineTaken(text, undefined, (line) => {
    offered.push(line);
    return null;
  });
  return offered;
}

function randomText(seed: number): string {
  const next = seededRandom(seed);
  const pieces = [
    'Jazz',
    'Night at',
    ' at',
    'from',
    ' on',
    'Feb',
    'Feb\n18',
    'Sat\nMar 7',
    'Nov 3\n2027',
    '18',
    'Dec 6',
    '8pm',
    '7 - 9 pm',
    'Doors 7',
    'Sat, Nov 3rd',
    '2027',
    ' ',
    '\n',
    ' | ',
    '—',
    'Wednesday,',
    'noon',
    'Show',
  ];
  let text = '';
  for (let count = next(9); count >= 0; count -= 1)
    text += pieces[next(pieces.length)]! + (next(3) ? ' ' : '');
  return text;
}

describe('the lines a title is looked for in', () => {
  it('are the lines of the text with its dates and times blanked out, cut and tidied whole', () => {
    for (let seed = 1; seed <= 3000; seed += 1) {
      const text = randomText(seed);
      expect({ text, lines: offeredLines(text) }).toEqual({ text, lines: referenceLines(text) });
    }
  });

  it('join the two lines of a date written over a break, and drop a joining word a time leaves at the end', () => {
    expect(offeredLines('Jazz Feb\n18 Night\nQuartet at 8pm')).toEqual(['Jazz Night', 'Quartet']);
  });

  it('stop at the first line taken', () => {
    const offered: string[] = [];
    const taken = firstLineTaken('Dec 6\nFree\nJazz Night\nMore', undefined, (line) => {
      offered.push(line);
      return line === 'Free' ? null : line.toUpperCase();
    });
    expect({ taken, offered }).toEqual({ taken: 'JAZZ NIGHT', offered: ['Free', 'Jazz Night'] });
  });
});
