import { isAsciiDigit, isAsciiLetter, isWhitespace, mayBeWhitespace } from './character-codes';

/** Every UTF-16 code unit, each checked against the expression the check stands in for. */
const CODE_UNITS = Array.from({ length: 0x10000 }, (_, code) => code);

describe('character codes', () => {
  it('calls a character a digit or a letter exactly when the case-blind expressions do', () => {
    const digits = CODE_UNITS.filter(isAsciiDigit);
    const letters = CODE_UNITS.filter(isAsciiLetter);
    expect(digits).toEqual(CODE_UNITS.filter((code) => /\d/.test(String.fromCharCode(code))));
    expect(letters).toEqual(CODE_UNITS.filter((code) => /[a-z]/i.test(String.fromCharCode(code))));
  });

  it('never rules out a character \\s matches', () => {
    const whitespace = CODE_UNITS.filter((code) => /\s/.test(String.fromCharCode(code)));
    expect(whitespace.length).toBeGreaterThan(20);
    expect(whitespace.filter((code) => !mayBeWhitespace(code))).toEqual([]);
  });

  it('calls a character whitespace exactly when \\s matches it and trim removes it', () => {
    const whitespace = CODE_UNITS.filter(isWhitespace);
    expect(whitespace).toEqual(CODE_UNITS.filter((code) => /\s/.test(String.fromCharCode(code))));
    expect(whitespace).toEqual(CODE_UNITS.filter((code) => `a${String.fromCharCode(code)}`.trim() === 'a'));
  });
});
