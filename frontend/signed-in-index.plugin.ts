import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

export const SIGNED_IN_INDEX = 'index.signed-in.html';

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** What a signed-in answer on `/` loads (routes/home.tsx and lib/session.ts): the calendar and the schemas. */
const SIGNED_IN_HOME = [
  source('./src/app/routes/home/app-home.tsx'),
  source('./src/app/query-provider.tsx'),
  source('../contracts/src/index.ts'),
];

/** The files of `chunks` and of every chunk they import statically, transitively. */
function withImports(chunks: Rolldown.OutputChunk[], bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const stack = chunks.map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  return [...files];
}

/**
 * Writes `index.signed-in.html`: index.html plus a modulepreload of every script the calendar's
 * first load needs beyond the entry's. The server sends it on `/` to a browser with a session
 * cookie, so the calendar's code downloads beside the entry instead of after the entry has run and
 * the session check has answered (a stale cookie costs only the download).
 */
export function signedInIndex(): Plugin {
  return {
    name: 'eventfold-signed-in-index',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('signed-in-index: the build has no index.html');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entry = chunks.filter((chunk) => chunk.isEntry);
      const home = SIGNED_IN_HOME.map((id) => {
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`signed-in-index: no chunk holds ${id}`);
        return chunk;
      });
      const preloadedAlready = new Set(withImports(entry, bundle));
      const links = withImports(home, bundle)
        .filter((file) => !preloadedAlready.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('\n    ');
      const html = String(index.source);
      if (!html.includes('</head>')) throw new Error('signed-in-index: index.html has no </head>');
      this.emitFile({
        type: 'asset',
        fileName: SIGNED_IN_INDEX,
        source: html.replace('</head>', `  ${links}\n  </head>`),
      });
    },
  };
}
