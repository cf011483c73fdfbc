// @ts-check
// The model's premises: the assumptions about the city and the server's own rules, as rows.
import { fmt, pct, table } from './format.mjs';
import { assume as a, code } from './inputs.mjs';

const { rows, line, section } = table();

export { rows };

section('Assumptions');
line('Families; members each', `${fmt(a.families)}; ${a.members}`, 'the city of the question', 'assumption');
line(
  'Marks per member and week',
  fmt(a.marksPerMemberWeek),
  'the city of the question (a mark is a tick: a purchase)',
  'assumption',
);
line(
  "Saturday's share of the week's marks",
  pct(a.saturdayShare),
  'the big weekly shop is done on Saturday by many families (an even week would be 14 %)',
  'assumption',
);
line(
  "11:00–12:00's share of Saturday's marks",
  pct(a.peakHourShare),
  'shops open about 12 hours; the late morning is the busiest (even: 8 %)',
  'assumption',
);
line(
  'Marks per shopping trip; the list open for',
  `${a.marksPerTrip}; ${a.tripMinutes} min`,
  'a trip is one list visit with the list open while shopping',
  'assumption',
);
line(
  'Other members with the list open during a trip',
  fmt(a.watchersPerTrip),
  'at home, following or adding (of the two others, one in four)',
  'assumption',
);
line(
  'Members with a list open without shopping',
  pct(a.idleShare),
  'a tab left open on a computer, all day long; its stream hears nothing but heartbeats',
  'assumption',
);
line(
  'Devices with notifications on, per member',
  fmt(a.devicesPerMember),
  'half the members, some with two devices (mode "all changes")',
  'assumption',
);
line("Items on a family's lists", fmt(a.itemsPerFamily), 'three lists of 50', 'assumption');

section("The server's rules (server/src)");
line(
  "A bundle of a list's changes ends",
  `${code.bundleSeconds} s after its last change, ${code.bundleMaxSeconds} s after its first at the latest`,
  'PUSH_BUNDLE_SECONDS, PUSH_BUNDLE_MAX_SECONDS (config.ts defaults; features/web-push/web-push.bundles.ts)',
  'code',
);
line(
  'Heartbeat; presence refresh',
  `every ${code.heartbeatSeconds} s; every ${code.heartbeatSeconds} s`,
  'PUSH_HEARTBEAT_SECONDS; realtime/presence.ts (one update of all rows of a process)',
  'code',
);
line(
  'Push events kept; purchases kept',
  `1 h (purged hourly: at most ${code.pushEventsKeptHours} h); for ever`,
  'start.ts; purchases go only with their list (lists.repo.ts)',
  'code',
);
line(
  'PostgreSQL connections per process',
  `${code.poolPerProcess} + ${code.listenPerProcess}`,
  'the pool (db/client.ts) and the LISTEN connection of PUSH_BUS=postgres (push-bus/postgres.ts)',
  'code',
);
/** Seconds between a trip's marks, on average. */
export const secondsBetweenMarks = (a.tripMinutes * 60) / a.marksPerTrip;
/** The share of event deliveries after which an open client reads the list's suggestions again. */
export const suggestionsShare = Math.min(1, secondsBetweenMarks / code.suggestionsEverySeconds);
line(
  'What an open client does on an event',
  `reloads the list: header, items; suggestions at most every ${fmt(code.suggestionsEverySeconds / 60)} minutes`,
  `web: realtime/hooks/use-list-events.ts (suggestionsEveryMs); a trip's marks come every ${fmt(secondsBetweenMarks)} s on average, so the suggestions are read on ${pct(suggestionsShare)} of the deliveries; the shopper's own mark reads only the list's header and shop order again, not its items (the answer holds them: offline/item-changes.ts)`,
  'code',
);
