// @ts-check
// The bundle rule (features/web-push/web-push.bundles.ts): a list's changes are told once it has been quiet bundleSeconds, and at
// the latest bundleMaxSeconds after the first. Marks of a trip fall at random moments of the trip (a Poisson process
// with marksPerTrip in tripMinutes); the bundles per trip are counted over many trips (a fixed seed: the same output
// every time).

/**
 * @param {number} marks
 * @param {number} seconds
 * @param {number} quiet
 * @param {number} max
 */
export function bundlesPerTrip(marks, seconds, quiet, max, trips = 20_000) {
  let seed = 0x5eed;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  let bundles = 0;
  for (let trip = 0; trip < trips; trip += 1) {
    const times = Array.from({ length: marks }, () => random() * seconds).sort((a, b) => a - b);
    let first = Number.NEGATIVE_INFINITY;
    let last = Number.NEGATIVE_INFINITY;
    for (const t of times) {
      if (t >= Math.min(last + quiet, first + max)) {
        bundles += 1;
        first = t;
      }
      last = t;
    }
  }
  return bundles / trips;
}
