import type { Filter, ReadDocument } from '@eventfold/contracts';
import { distance } from 'geokdbush';
import { resolve } from 'mingo/util';

/** `$centerSphere` radii are radians; geokdbush measures kilometres on a sphere of this radius. */
export const EARTH_RADIUS_KM = 6371;

export interface GeoWithin {
  path: string;
  longitude: number;
  latitude: number;
  radiusKm: number;
  /** The filter without its geo condition, for mingo, which has no geo operators. */
  rest: Filter;
}

/**
 * Finds `{ path: { $geoWithin: { $centerSphere: [[lng, lat], radians] } } }` among a filter's
 * top-level conditions: the one geo query the read models use. Anything else geo-shaped is refused
 * rather than silently matching nothing.
 */
export function geoWithinOf(filter: Filter): GeoWithin | undefined {
  for (const [path, condition] of Object.entries(filter)) {
    if (condition === null || typeof condition !== 'object' || !('$geoWithin' in condition)) continue;
    const within = (condition as { $geoWithin: unknown }).$geoWithin as { $centerSphere?: unknown };
    const sphere = within?.$centerSphere;
    if (!Array.isArray(sphere) || !Array.isArray(sphere[0]) || typeof sphere[1] !== 'number') {
      throw new Error('The embedded read store supports $geoWithin with $centerSphere only');
    }
    const [longitude, latitude] = sphere[0] as [number, number];
    const rest = { ...filter };
    delete rest[path];
    return { path, longitude, latitude, radiusKm: sphere[1] * EARTH_RADIUS_KM, rest };
  }
  return undefined;
}

/** `[longitude, latitude]` of a GeoJSON point, or undefined when the value is not one. */
export function pointOf(value: unknown): [number, number] | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const { type, coordinates } = value as { type?: unknown; coordinates?: unknown };
  if (type !== 'Point' || !Array.isArray(coordinates) || coordinates.length !== 2) return undefined;
  const [longitude, latitude] = coordinates as unknown[];
  if (typeof longitude !== 'number' || typeof latitude !== 'number') return undefined;
  return [longitude, latitude];
}

export function isWithin(document: ReadDocument, geo: GeoWithin): boolean {
  const point = pointOf(resolve(document, geo.path));
  return point !== undefined && distance(geo.longitude, geo.latitude, point[0], point[1]) <= geo.radiusKm;
}
