import { recordArrays } from './script-literals';

describe("the arrays of records a page's script writes as literals", () => {
  it('reads JavaScript literals: unquoted keys, single quotes, comments, trailing commas, names as null', () => {
    const script = `document.addEventListener('DOMContentLoaded', function () {
      var calendar = new Calendar(element, {
        initialView: 'listMonth',
        events: [
          { title: 'Open Mic', start: '2026-12-03T19:00:00', color: theme.accent }, // weekly
          { title: "Quiz \\"Night\\"", start: '2026-12-10', allDay: true, },
        ],
        eventClick: function (info) { info.jsEvent.preventDefault(); },
      });
    });`;
    expect(recordArrays(script)).toEqual([
      [
        { title: 'Open Mic', start: '2026-12-03T19:00:00', color: null },
        { title: 'Quiz "Night"', start: '2026-12-10', allDay: true },
      ],
    ]);
  });

  it('leaves code unread and goes on to the literals inside it', () => {
    const script = `render([{ onClick: () => go(1) }, { list: [{ name: 'A', at: 1 }] }]);
      var bad = [{ name: \`\${prefix} show\` }];`;
    expect(recordArrays(script)).toEqual([[{ name: 'A', at: 1 }]]);
  });
});
