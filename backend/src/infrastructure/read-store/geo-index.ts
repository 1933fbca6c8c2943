import type { ReadDocument } from '@eventfold/contracts';
import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { resolve } from 'mingo/util';
import type { IndexSpec } from './equality-index';
import { pointOf } from './geo-within';

interface Tree {
  index: KDBush;
  ids: string[];
  points: [number, number][];
}

/** Kilometres per degree of latitude; a degree of longitude is this times the cosine of the latitude. */
const KM_PER_DEGREE = 111.19;

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

  /**
   * Ids of the documents whose point lies within `radiusKm` of the center. A bounding-box search
   * narrows the tree, then each point's great-circle distance decides; no ordering is needed, so
   * geokdbush's distance-ordered search (a priority queue over every hit) is used only near a pole
   * or the antimeridian, where a longitude box does not hold.
   */
  within(longitude: number, latitude: number, radiusKm: number): string[] {
    // kdbush cannot finish an empty tree.
    if (this.points.size === 0) return [];
    const tree = this.built();
    const latitudeSpan = radiusKm / KM_PER_DEGREE;
    const longitudeSpan = latitudeSpan / Math.cos(((Math.abs(latitude) + latitudeSpan) * Math.PI) / 180);
    const boxHolds =
      Math.abs(latitude) + latitudeSpan < 85 &&
      Math.abs(longitude) + longitudeSpan < 180 &&
      longitudeSpan > 0;
    const positions = boxHolds
      ? tree.index
          .range(
            longitude - longitudeSpan,
            latitude - latitudeSpan,
            longitude + longitudeSpan,
            latitude + latitudeSpan,
          )
          .filter((position) => {
            const [lng, lat] = tree.points[position] as [number, number];
            return distance(longitude, latitude, lng, lat) <= radiusKm;
          })
      : around(tree.index, longitude, latitude, Infinity, radiusKm);
    return positions.map((position) => tree.ids[position] as string);
  }

  private built(): Tree {
    if (this.tree !== null) return this.tree;
    const ids = [...this.points.keys()];
    const points = [...this.points.values()];
    const index = new KDBush(ids.length);
    for (const [longitude, latitude] of points) index.add(longitude, latitude);
    index.finish();
    this.tree = { index, ids, points };
    return this.tree;
  }
}

export function isGeoIndex(spec: IndexSpec): boolean {
  return Object.values(spec.keys).includes('2dsphere');
}
