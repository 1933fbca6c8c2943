import { pathToFileURL } from 'node:url';
import type { ServerRenderPageTask } from './server-rendered-home';

/** frontend/src/entry-server.tsx's page render, as this thread uses it. */
interface PageRenderModule {
  renderSignedInHomePage(template: string, reads: unknown): Promise<string>;
}

// The bundle is imported once per thread, at its first page (the thread ends when idle, and with it this).
let loading: Promise<PageRenderModule> | undefined;

/** Piscina's entry: one page per task, rendered off the API's event loop. */
export default async function renderInThread({ file, template, reads }: ServerRenderPageTask) {
  loading ??= import(pathToFileURL(file).href) as Promise<PageRenderModule>;
  return (await loading).renderSignedInHomePage(template, reads);
}
