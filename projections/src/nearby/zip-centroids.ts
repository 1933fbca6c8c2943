import { readFileSync } from 'node:fs';

export interface ZipCentroid {
  zip: string;
  latitude: number;
  longitude: number;
}

/** US ZIP codes sorted, with their centroids at the same positions. */
interface CentroidTable {
  zips: Int32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
}

/** One US entry of the `zipcodes` package's table, as its `lib/codes.js` writes it. */
const US_ENTRY = /"zip":"(\d{5})","latitude":(-?[\d.]+),"longitude":(-?[\d.]+),[^{}]*?"country":"US"\}/g;

let table: CentroidTable | undefined;

/**
 * The `zipcodes` package's table read as text into three typed arrays (~1.3 MB) the first time a
 * centroid is asked for. Importing the package instead builds an object per code, US and Canadian,
 * twice over (its index merges both tables): ~25 MB of heap held for the server's whole life, for
 * two numbers per ZIP. A unit test checks every US entry against the package's own `lookup`.
 */
function centroidTable(): CentroidTable {
  if (table !== undefined) return table;
  const text = readFileSync(require.resolve('zipcodes/lib/codes.js'), 'utf8');
  const entries: [number, number, number][] = [];
  for (const match of text.matchAll(US_ENTRY)) entries.push([Number(match[1]), Number(match[2]), Number(match[3])]);
  entries.sort((a, b) => a[0] - b[0]);
  table = {
    zips: Int32Array.from(entries, (entry) => entry[0]),
    latitudes: Float64Array.from(entries, (entry) => entry[1]),
    longitudes: Float64Array.from(entries, (entry) => entry[2]),
  };
  return table;
}

function positionOf(zips: Int32Array, zip: number): number {
  let low = 0;
  let high = zips.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = zips[middle]!;
    if (value === zip) return middle;
    if (value < zip) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * The centroid of a US ZIP code from the `zipcodes` package's offline table (never a network
 * geocoder). ZIP+4 codes use their first five digits; Canadian postal codes in the same table are
 * not US ZIPs and are refused.
 */
export function zipCentroid(zip: string): ZipCentroid | null {
  const five = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim())?.[1];
  if (five === undefined) return null;
  const { zips, latitudes, longitudes } = centroidTable();
  const position = positionOf(zips, Number(five));
  if (position < 0) return null;
  return { zip: five, latitude: latitudes[position]!, longitude: longitudes[position]! };
}
