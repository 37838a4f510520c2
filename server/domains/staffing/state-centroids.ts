/**
 * Data, not rules: what the drive-time estimate between two venue states is made of (rest.ts reads
 * it). Each state's approximate geographic centre as [latitude, longitude], rounded to a tenth of
 * a degree, after the US Census Bureau's state centroids: good to some tens of miles, finer than
 * an estimate of hours needs. Alaska and Hawaii are left out on purpose: no road joins them to the
 * other states, so without booked travel no arrival is judged to or from them.
 *
 * The estimate: great-circle miles between the two centres × ROAD_FACTOR (roads are not straight:
 * about 1.25 over US interstate distances) ÷ AVERAGE_MPH (highway speed with fuel and rest stops).
 * Within one state the estimate is 0: a state's centre says nothing about two venues inside it.
 */
export const ROAD_FACTOR = 1.25;
export const AVERAGE_MPH = 55;

export const STATE_CENTROIDS: Readonly<Record<string, readonly [number, number]>> = {
  AL: [32.8, -86.8],
  AZ: [34.3, -111.7],
  AR: [34.9, -92.4],
  CA: [37.2, -119.5],
  CO: [39.0, -105.5],
  CT: [41.6, -72.7],
  DE: [39.0, -75.5],
  DC: [38.9, -77.0],
  FL: [28.6, -82.4],
  GA: [32.7, -83.4],
  ID: [44.4, -114.6],
  IL: [40.0, -89.2],
  IN: [39.9, -86.3],
  IA: [42.1, -93.5],
  KS: [38.5, -98.4],
  KY: [37.5, -85.3],
  LA: [31.1, -92.0],
  ME: [45.4, -69.2],
  MD: [39.0, -76.8],
  MA: [42.3, -71.8],
  MI: [44.3, -85.4],
  MN: [46.3, -94.3],
  MS: [32.7, -89.7],
  MO: [38.4, -92.5],
  MT: [47.0, -109.6],
  NE: [41.5, -99.8],
  NV: [39.3, -116.6],
  NH: [43.7, -71.6],
  NJ: [40.2, -74.7],
  NM: [34.4, -106.1],
  NY: [42.9, -75.5],
  NC: [35.6, -79.4],
  ND: [47.5, -100.5],
  OH: [40.3, -82.8],
  OK: [35.6, -97.5],
  OR: [43.9, -120.6],
  PA: [40.9, -77.8],
  RI: [41.7, -71.5],
  SC: [33.9, -80.9],
  SD: [44.4, -100.2],
  TN: [35.9, -86.4],
  TX: [31.5, -99.3],
  UT: [39.3, -111.7],
  VT: [44.1, -72.7],
  VA: [37.5, -78.9],
  WA: [47.4, -120.5],
  WV: [38.6, -80.6],
  WI: [44.6, -89.9],
  WY: [43.0, -107.6],
};
