/** Runs a bench when its file is started on its own (`node dist/bench/x.bench.js`), not when `main.ts` imports it. */
export function runWhenMain(benchModule: NodeModule, run: () => Promise<void>): void {
  if (require.main !== benchModule) return;
  run().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
