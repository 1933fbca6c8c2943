/**
 * Visits every object node of parsed JSON-LD once (arrays are looked through, a node reached twice
 * is read once), parents before children. `visit` answers the context its node's children are read
 * in, e.g. "inside an event", so that what a node means may depend on where it stands.
 */
export function visitJsonLdNodes<Context>(
  roots: readonly unknown[],
  root: Context,
  visit: (node: Record<string, unknown>, context: Context) => Context,
): void {
  const seen = new Set<object>();
  const walk = (value: unknown, context: Context): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item, context);
      return;
    }
    const node = value as Record<string, unknown>;
    const inner = visit(node, context);
    for (const child of Object.values(node)) walk(child, inner);
  };
  for (const value of roots) walk(value, root);
}
