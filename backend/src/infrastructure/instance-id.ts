import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** This process among all instances sharing the stores: it names the holder of every lease it takes. */
export const INSTANCE_ID = Symbol('INSTANCE_ID');

export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}
