import { readMentions } from '../dates/mentions';
import { firstLineTaken } from './stripped-lines';
import { seededRandom } from '../testing/seeded-random';

/** A mark where a date or time stood: it cuts the line there. */
const CUT = '\u0001';

/**
 * The lines read the slow way: the whole text blanked with a cut mark where each date or time stood, a joining
 * word dropped at the end and before each mark, split at breaks and marks, tidied.
 */
function referenceLines(text: string): string[] {
  const { dates, times } = readMentions(text);
  let cut = text;
  for (const { index, text: span } of [...dates, ...times])
    cut = `${cut.slice(0, index)}${CUT}${' '.repeat(span.length - 1)}${cut.slice(index + span.length)}`;
  return cut
    .replace(new RegExp(String.raw`\b(at|from|on)[\s${CUT}]*$`, 'i'), '')
    .replace(new RegExp(String.raw`\b(at|from|on)[^\S\n]*${CUT}`, 'gi'), CUT)
    .split(new RegExp(`[\n${CUT}]`))
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
  it('are the lines of the text cut where its dates and times stood, as the whole text blanked and split gives', () => {
    for (let seed = 1; seed <= 3000; seed += 1) {
      const text = randomText(seed);
      expect({ text, lines: offeredLines(text) }).toEqual({ text, lines: referenceLines(text) });
    }
  });

  it('cut a line where a date written over a break stood, and drop a joining word before a time', () => {
    expect(offeredLines('Jazz Feb\n18 Night\nQuartet at 8pm')).toEqual(['Jazz', 'Night', 'Quartet']);
    expect(offeredLines('Board Meeting: October 12, 2026 - City Hall')).toEqual([
      'Board Meeting',
      'City Hall',
    ]);
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
