import type { GeoCoordinates } from '@eventfold/contracts';

function degrees(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(number) && !(typeof value === 'string' && value.trim() === '') ? number : null;
}

/**
 * Coordinates from a latitude and a longitude as markup gives them (numbers or text); null when
 * either is missing, unreadable or out of range. 0,0 is a default some sites print for "no place"
 * (a spot in the Atlantic), so it is not believed.
 */
export function geoCoordinates(latitude: unknown, longitude: unknown): GeoCoordinates | null {
  const lat = degrees(latitude);
  const lon = degrees(longitude);
  if (lat === null || lon === null) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  return { latitude: lat, longitude: lon };
}
