import { LIMITS, ZIP_CODE_PATTERN } from '@eventfold/contracts';

/** The part of a Nearby search kept in the address, so that a reload or a shared link keeps it. */
export interface NearbyAddressSearch {
  zip?: string;
  radius?: number;
}

const WHOLE_MILES = /^\d{1,3}$/;

/** Reads `?zip=…&radius=…`; a value the page would not accept is left out, so the default applies. */
export function readNearbySearchParams(params: URLSearchParams): NearbyAddressSearch {
  const zip = params.get('zip')?.trim();
  const radiusText = params.get('radius')?.trim();
  const radius = radiusText && WHOLE_MILES.test(radiusText) ? Number(radiusText) : NaN;
  return {
    ...(zip && ZIP_CODE_PATTERN.test(zip) ? { zip } : {}),
    ...(radius >= LIMITS.radiusMin && radius <= LIMITS.radiusMax ? { radius } : {}),
  };
}

/** The address's parameters with the search written in; other parameters stay as they were. */
export function withNearbySearchParams(
  params: URLSearchParams,
  search: { zip: string; radius: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (search.zip) next.set('zip', search.zip);
  else next.delete('zip');
  next.set('radius', String(search.radius));
  return next;
}
