import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));
const ENTRY = source('main.tsx');
const LANDING = source('app/routes/home/signed-out-home.tsx');
/** What routes/home.tsx loads for a signed-in person on `/` (with React Query's provider). */
const CALENDAR = [source('app/routes/home/app-home.tsx'), source('app/query-provider.tsx')];
/** Screens only a signed-in person reaches: they may load the calendar's chunks (cached by then). */
const SIGNED_IN_SCREENS = ['settings', 'nearby', 'audit'].map((name) => source(`app/routes/${name}.tsx`));
/** What a visitor loads to sign in or to see a shared event: it may bring the calendar's modules of its own. */
const SIGN_IN = ['auth-dialog', 'link-account-dialog'].map((name) =>
  source(`features/auth/components/${name}.tsx`),
);
const SHARED_EVENT = source('app/routes/shared-event.tsx');

/** Every module `roots` import, statically and (with `dynamic`) through import() too; not past `stops`. */
function closure(roots: string[], ctx: ChunkingContext, dynamic: boolean, stops: string[] = []): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id) || stops.includes(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/** The chunk of each module of the calendar's first load that is not the entry's. */
function chunkNames(ctx: ChunkingContext): Map<string, string> {
  // A renamed screen would quietly undo the grouping: the build stops instead.
  for (const id of [ENTRY, LANDING, ...CALENDAR, ...SIGNED_IN_SCREENS, ...SIGN_IN, SHARED_EVENT]) {
    if (!ctx.getModuleInfo(id)) throw new Error(`chunking.ts: ${id} is not in the build`);
  }
  const entry = closure([ENTRY], ctx, false);
  const landing = closure([LANDING], ctx, false);
  // All a visitor may load: the landing page, its lazy parts and dialogs, the legal and shared-event pages.
  const visitor = closure([ENTRY], ctx, true, [...CALENDAR, ...SIGNED_IN_SCREENS]);
  const visitorScreens = [...visitor].flatMap((id) => ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  const signIn = closure(SIGN_IN, ctx, false);
  const sharedEvent = closure([SHARED_EVENT], ctx, false);
  // Modules of the visitor's screens other than sign-in and the shared event (the landing page's
  // lower sections, toasts, legal pages): left to rolldown, so those load no more than they need.
  const otherVisitorScreens = closure(
    visitorScreens.filter((id) => visitor.has(id) && ![...SIGN_IN, SHARED_EVENT].includes(id)),
    ctx,
    false,
  );
  const names = new Map<string, string>();
  for (const id of closure(CALENDAR, ctx, false)) {
    if (entry.has(id)) continue;
    if (landing.has(id)) names.set(id, 'home-shared');
    else if (!visitor.has(id)) names.set(id, 'calendar');
    else if (otherVisitorScreens.has(id)) continue;
    else if (signIn.has(id)) names.set(id, 'sign-in-shared');
    else if (sharedEvent.has(id)) names.set(id, 'event-shared');
  }
  return names;
}

/**
 * The calendar's first load in a few files instead of ~85. Rolldown's automatic chunks follow every
 * lazy import(), which cut the calendar's code into dozens of files, many under 1 KB; over HTTP/1.1
 * (six connections) they arrived in seven or eight rounds. Here, of the modules the calendar loads
 * besides the entry's:
 * - those the landing page loads at once too are one chunk ("home-shared", same weight for it);
 * - those no visitor loads are one chunk ("calendar");
 * - those the sign-in dialogs also use are one ("sign-in-shared"), those the shared-event page also
 *   uses another ("event-shared"): each of those screens needs all of its chunk anyway;
 * - those the landing page's lazy parts, toasts or legal pages use stay where rolldown puts them,
 *   so a visitor never loads calendar code.
 */
export function homeChunks() {
  let names: Map<string, string> | null = null;
  return {
    // A group takes its own modules only; their imports stay where they are.
    includeDependenciesRecursively: false,
    groups: [
      {
        debugName: 'home',
        name: (id: string, ctx: ChunkingContext) => {
          names ??= chunkNames(ctx);
          return names.get(id) ?? null;
        },
      },
    ],
  };
}
