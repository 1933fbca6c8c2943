import { type AnyNode, type Element } from 'domhandler';

const isBreak = (node: AnyNode): boolean =>
  node.type === 'tag' && ((node as Element).name === 'br' || (node as Element).name === 'hr');
const isBlank = (node: AnyNode): boolean => node.type === 'text' && node.data.trim() === '';

/**
 * The runs of an element's content between blank lines: hand-made pages and site builders write events one after
 * another in one box, each a few lines apart by <br>, the next after an empty line ("<br><br>") or a rule. Null
 * when the element has no such gap between two runs (its children are read one by one as usual).
 */
export function inlineRuns(parent: Element): AnyNode[][] | null {
  const runs: AnyNode[][] = [];
  let run: AnyNode[] = [];
  let gaps = 0;
  const close = (): void => {
    if (run.some((node) => !isBlank(node) && !isBreak(node))) runs.push(run);
    run = [];
  };
  const children = parent.children;
  for (let index = 0; index < children.length; index += 1) {
    const node = children[index]!;
    if (isBreak(node)) {
      // A second break before any words (blank text aside), or a rule, leaves an empty line.
      let next = index + 1;
      while (next < children.length && isBlank(children[next]!)) next += 1;
      const rule = (node as Element).name === 'hr';
      if (rule || (next < children.length && isBreak(children[next]!))) {
        gaps += 1;
        close();
        index = next;
        while (
          index + 1 < children.length &&
          (isBreak(children[index + 1]!) || isBlank(children[index + 1]!))
        )
          index += 1;
        continue;
      }
    }
    run.push(node);
  }
  close();
  return gaps > 0 && runs.length >= 2 ? runs : null;
}
