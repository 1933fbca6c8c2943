import { lookup } from 'zipcodes';

export interface ZipCentroid {
  zip: string;
  latitude: number;
  longitude: number;
}

/**
 * The centroid of a US ZIP code from the `zipcodes` package's offline table (never a network
 * geocoder). ZIP+4 codes use their first five digits; Canadian postal codes in the same table are
 * not US ZIPs and are refused.
 */
export function zipCentroid(zip: string): ZipCentroid | null {
  const five = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  if (five === undefined) return null;
  const entry = lookup(five);
  if (entry === undefined || entry.country !== 'US') return null;
  return { zip: five, latitude: entry.latitude, longitude: entry.longitude };
}
