/**
 * The screen MUI's useMediaQuery answers for while the server renders: a wide one. The layout of a page
 * drawn for a phone asks the render's screen instead (useServerScreen); a browser whose screen differs
 * from the drawn one renders the page itself instead of taking it over (app/server-rendered.ts).
 */
const SERVER_SCREEN_WIDTH_PX = 1280;
const WIDTH_CONDITION = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/;

/**
 * MUI's `ssrMatchMedia` for the server render: the width conditions MUI's breakpoints write
 * (`@media (min-width:900px)`, `and`-joined), checked against that screen; anything else is false.
 */
export function serverMatchMedia(query: string): { matches: boolean } {
  const conditions = query.replace(/^@media\s*/, '').split(/\s+and\s+/);
  const matches = conditions.every((condition) => {
    const width = WIDTH_CONDITION.exec(condition.trim());
    if (!width) return false;
    const bound = Number(width[2]);
    return width[1] === 'min' ? SERVER_SCREEN_WIDTH_PX >= bound : SERVER_SCREEN_WIDTH_PX <= bound;
  });
  return { matches };
}
