import path from 'node:path';

/**
 * How a Piscina pool starts `<name>.worker` from `directory`. Built code starts the compiled worker;
 * under jest the sources are TypeScript, so the thread compiles them on load with @swc-node/register
 * (a dev dependency), workspace packages mapped to their sources by tsconfig.worker-source.json.
 */
export function workerEntry(
  directory: string,
  name: string,
): { filename: string; execArgv: string[]; env: NodeJS.ProcessEnv } {
  const sourceMode = __filename.endsWith('.ts');
  const filename = path.join(directory, `${name}.worker.${sourceMode ? 'ts' : 'js'}`);
  if (!sourceMode) return { filename, execArgv: [], env: process.env };
  return {
    filename,
    execArgv: ['--require', '@swc-node/register'],
    env: { ...process.env, SWC_NODE_PROJECT: path.join(__dirname, '../../../tsconfig.worker-source.json') },
  };
}
