// @ts-check
import { secondsBetweenMarks } from './assumptions.mjs';
import { bundlesPerTrip } from './bundles.mjs';
import { fmt, table } from './format.mjs';
import { assume as a, code } from './inputs.mjs';
import { tripsPerSecond } from './rates.mjs';

const { rows, line, section } = table();

export { rows };

// Notifications
section('Notifications (Web Push)');
const bundles = bundlesPerTrip(a.marksPerTrip, a.tripMinutes * 60, code.bundleSeconds, code.bundleMaxSeconds);
line(
  'Bundles per trip',
  `${fmt(bundles)} (${fmt(a.marksPerTrip / bundles)} marks each)`,
  `the code's rule (a list's changes told ${code.bundleSeconds} s after its last change, at most ${code.bundleMaxSeconds} s after its first) over ${a.marksPerTrip} marks at random moments of ${a.tripMinutes} min (a mark every ${fmt(secondsBetweenMarks)} s on average), simulated`,
  'derived',
);
const devicesTold = (a.members - 1) * a.devicesPerMember;
const notificationsPeak = tripsPerSecond * bundles * devicesTold;
line(
  '**Push notifications per second at peak**',
  `**${fmt(notificationsPeak, '/s')}**`,
  `${fmt(tripsPerSecond)} trips/s × ${fmt(bundles)} bundles × ${fmt(devicesTold)} devices of the other ${a.members - 1} members (never the author's); each a \`push_outbox\` row written and deleted, and an encrypted, signed request to a push service (CPU not measured)`,
  'derived',
);
const longer = bundlesPerTrip(a.marksPerTrip, a.tripMinutes * 60, 300, 900);
line(
  'The same with PUSH_BUNDLE_SECONDS=300, PUSH_BUNDLE_MAX_SECONDS=900',
  `${fmt(tripsPerSecond * longer * devicesTold, '/s')} (${fmt(longer)} bundles per trip)`,
  'the same simulation with a five-minute quiet time: a trip told in a few messages instead of one per mark or two',
  'derived',
);
