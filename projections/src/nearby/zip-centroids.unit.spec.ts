import { codes, lookup } from 'zipcodes';
import { zipCentroid } from './zip-centroids';

describe('ZIP centroids', () => {
  it('matches the zipcodes package for every US ZIP code it lists', () => {
    const us = Object.values(codes).filter((entry) => entry.country === 'US');
    expect(us.length).toBeGreaterThan(40_000);
    for (const entry of us) {
      expect(zipCentroid(entry.zip)).toEqual({
        zip: entry.zip,
        latitude: entry.latitude,
        longitude: entry.longitude,
      });
    }
  });

  it('refuses Canadian codes and ZIPs the table does not list', () => {
    expect(lookup('K1A')?.country).toBe('Canada');
    expect(zipCentroid('K1A')).toBeNull();
    expect(zipCentroid('00000')).toBeNull();
    expect(zipCentroid('99999')).toBeNull();
  });
});
