/**
 * Runs a command-line entry point with the process's arguments: its returned number becomes the exit
 * code, and a thrown error prints its message (never a stack) and exits 1.
 */
export function runCli(main: (args: string[]) => Promise<number | void>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      if (typeof code === 'number') process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
