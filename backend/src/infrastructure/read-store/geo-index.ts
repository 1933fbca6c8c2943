import type { ReadDocument } from '@eventfold/contracts';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import { resolve } from 'mingo/util';
import type { IndexSpec } from './equality-index';
import { pointOf } from './geo-within';

interface Tree {
  index: KDBush;
  ids: string[];
}

/**
 * A `2dsphere` index: the GeoJSON points of one field in a static kd-tree (kdbush), searched by
 * great-circle distance (geokdbush). The tree cannot change once built, so a write only marks it stale
 * and the next geo query rebuilds it: read models are written in batches and read far more often.
 * Documents without a point are left out, as MongoDB's sparse 2dsphere index leaves them out.
 */
export class GeoIndex {
  readonly path: string;
  private readonly points = new Map<string, [number, number]>();
  private tree: Tree | null = null;

  constructor(readonly spec: IndexSpec) {
    this.path = Object.keys(spec.keys)[0] as string;
  }

  add(document: ReadDocument): void {
    const point = pointOf(resolve(document, this.path));
    if (point === undefined) return;
    this.points.set(document._id, point);
    this.tree = null;
  }

  remove(document: ReadDocument): void {
    if (this.points.delete(document._id)) this.tree = null;
  }

  /** Ids of the documents whose point lies within `radiusKm` of the center. */
  within(longitude: number, latitude: number, radiusKm: number): string[] {
    const tree = this.built();
    if (tree.ids.length === 0) return [];
    return around(tree.index, longitude, latitude, Infinity, radiusKm).map(
      (position) => tree.ids[position] as string,
    );
  }

  private built(): Tree {
    if (this.tree !== null) return this.tree;
    const ids = [...this.points.keys()];
    const index = new KDBush(Math.max(ids.length, 1));
    for (const id of ids) {
      const [longitude, latitude] = this.points.get(id) as [number, number];
      index.add(longitude, latitude);
    }
    index.finish();
    this.tree = { index, ids };
    return this.tree;
  }
}

export function isGeoIndex(spec: IndexSpec): boolean {
  return Object.values(spec.keys).includes('2dsphere');
}
