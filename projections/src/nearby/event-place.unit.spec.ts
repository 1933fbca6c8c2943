import { placeOf, venueKey, zipFromText } from './event-place';
import { zipCentroid } from './zip-centroids';

describe('event places', () => {
  it('finds the ZIP after a state or ending the address, never a street number', () => {
    expect(zipFromText('The Hall, 1035 N Western Ave, Chicago, IL 60622')).toBe('60622');
    expect(zipFromText('Empty Bottle, Chicago IL 60622-1234, USA')).toBe('60622');
    expect(zipFromText('Market square, 60614')).toBe('60614');
    expect(zipFromText('10001 Main Street, Springfield')).toBeNull();
    expect(zipFromText('Home')).toBeNull();
    expect(zipFromText(null)).toBeNull();
  });

  it('ignores a five-digit number that is no US ZIP code', () => {
    expect(zipFromText('Somewhere, ZZ 00000')).toBeNull();
  });

  it('gives a place the centroid of its ZIP as a GeoJSON point', () => {
    const centroid = zipCentroid('60614-1234');
    expect(centroid).toEqual({ zip: '60614', latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(centroid?.latitude).toBeCloseTo(41.92, 1);
    expect(placeOf('Lincoln Park, Chicago, IL 60614')?.point).toEqual({
      type: 'Point',
      coordinates: [centroid?.longitude, centroid?.latitude],
    });
  });

  it('refuses what is not a five-digit US ZIP', () => {
    expect(zipCentroid('K1A')).toBeNull();
    expect(zipCentroid('6061')).toBeNull();
  });

  it('turns venue names into comparable keys', () => {
    expect(venueKey('The Empty Bottle, 1035 N Western Ave')).toBe('empty bottle');
    expect(venueKey('Empty Bottle - Chicago')).toBe('empty bottle');
    expect(venueKey('Smith & Sons Hall')).toBe('smith and sons hall');
    expect(venueKey('1035 N Western Ave, Chicago')).toBeNull();
    expect(venueKey(null)).toBeNull();
  });
});
