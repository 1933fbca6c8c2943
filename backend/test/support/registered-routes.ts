import 'reflect-metadata';
import { RequestMethod, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  INTERCEPTORS_METADATA,
  METHOD_METADATA,
  MODULE_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { AppModule } from '../../src/app.module';
import { AuditorGuard } from '../../src/audit/auditor.guard';
import { AuthenticatedGuard } from '../../src/infrastructure/http/authenticated.guard';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RegisteredRoute {
  method: HttpMethod;
  /** Express form, e.g. `/api/events/:id/comments/:commentId`. */
  path: string;
  /** `Controller.handler`, for messages. */
  handler: string;
  /** Behind a guard that answers 401 when signed out (on the handler or its controller). */
  authenticated: boolean;
  /** Reads a JSON body (@Body). */
  takesBody: boolean;
  /** Reads a multipart upload (an interceptor on the handler). */
  takesUpload: boolean;
  /** Reads query parameters (@Query). */
  takesQuery: boolean;
}

/** Guards that let only signed-in users through (401 otherwise). */
const SIGNED_IN_GUARDS = new Set<unknown>([AuthenticatedGuard, AuditorGuard]);

const METHODS: Partial<Record<RequestMethod, HttpMethod>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

/** Every module the application imports, static or dynamic (`{ module, controllers, imports }`). */
function modules(root: unknown, seen = new Set<unknown>()): { controllers: Type[] }[] {
  if (root === undefined || root === null || seen.has(root)) return [];
  seen.add(root);
  const dynamic = typeof root === 'object' && 'module' in root ? (root as Record<string, unknown>) : null;
  const type = (dynamic?.['module'] ?? root) as object;
  const read = (key: string): unknown[] => [
    ...((Reflect.getMetadata(key, type) as unknown[] | undefined) ?? []),
    ...((dynamic?.[key] as unknown[] | undefined) ?? []),
  ];
  const here = { controllers: read(MODULE_METADATA.CONTROLLERS) as Type[] };
  return [here, ...read(MODULE_METADATA.IMPORTS).flatMap((imported) => modules(imported, seen))];
}

function joinPaths(...parts: (string | string[] | undefined)[]): string[] {
  const [first, ...rest] = parts;
  const heads = (Array.isArray(first) ? first : [first ?? '']).map((part) => part.replace(/^\/|\/$/g, ''));
  if (rest.length === 0) return heads.map((head) => `/${head}`.replace(/\/+$/, '') || '/');
  return heads.flatMap((head) => joinPaths(...rest).map((tail) => `/${head}${tail}`.replace(/\/+/g, '/')));
}

/**
 * The routes Nest registers for the application, read from the same decorator metadata its router
 * explorer reads: every controller of every imported module, every handler with a request method.
 */
export function registeredRoutes(): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const controllers = new Set(modules(AppModule).flatMap((module) => module.controllers));
  for (const controller of controllers) {
    const prefix = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
    const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? [];
    const prototype = controller.prototype as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const handler = prototype[name];
      if (name === 'constructor' || typeof handler !== 'function') continue;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const subPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (requestMethod === undefined || subPath === undefined) continue;
      const method = METHODS[requestMethod];
      if (method === undefined)
        throw new Error(`${controller.name}.${name}: request method ${requestMethod} not covered`);
      const guards = [
        ...classGuards,
        ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? []),
      ];
      const args = Object.keys(
        (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) as Record<string, unknown> | undefined) ??
          {},
      ).map((key) => Number(key.split(':')[0]));
      const interceptors =
        (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
      for (const path of joinPaths(prefix, subPath)) {
        routes.push({
          method,
          path: path.replace(/(.)\/$/, '$1'),
          handler: `${controller.name}.${name}`,
          authenticated: guards.some((guard) => SIGNED_IN_GUARDS.has(guard)),
          takesBody: args.includes(RouteParamtypes.BODY),
          takesUpload: interceptors.length > 0,
          takesQuery: args.includes(RouteParamtypes.QUERY),
        });
      }
    }
  }
  return routes;
}
