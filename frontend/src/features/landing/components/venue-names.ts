/**
 * Ten venues for the landing strip. They are invented, realistic US room names rather than real
 * venues, so the page never suggests a partnership or endorsement that does not exist.
 */
export const VENUE_NAMES = [
  'The Blue Lantern Room · Chicago',
  'Copper Tap Music Hall · Austin',
  'Riverside Ballroom · Nashville',
  'The Velvet Anchor · Seattle',
  'Magnolia Sound Lounge · New Orleans',
  'The Foundry Stage · Pittsburgh',
  'Lakeshore Amphitheater · Milwaukee',
  'Harbor Light Theatre · Portland',
  'The Rusty Spur Saloon · Denver',
  'Mission Street Jazz Cellar · San Francisco',
] as const;
