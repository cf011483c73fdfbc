// @ts-check
import { fmt, pct, table } from './format.mjs';
import { assume as a, week } from './inputs.mjs';

const { rows, line, section } = table();

export { rows };

// Rates
section('Writes and events');
export const marksWeek = a.families * a.members * a.marksPerMemberWeek;
export const marksAvg = marksWeek / week;
export const peakFactor = a.saturdayShare * a.peakHourShare * 168;
export const marksPeak = marksAvg * peakFactor;
line('Marks per week', fmt(marksWeek), `${fmt(a.families)} × ${a.members} × ${a.marksPerMemberWeek}`, 'derived');
line('Marks per second, average', fmt(marksAvg, '/s'), `${fmt(marksWeek)} ÷ 604,800 s`, 'derived');
line(
  'Peak factor (Saturday 11:00)',
  `× ${fmt(peakFactor)}`,
  `the peak hour holds ${pct(a.saturdayShare)} × ${pct(a.peakHourShare)} = ${pct(a.saturdayShare * a.peakHourShare)} of the week, an average hour 1/168`,
  'derived',
);
line(
  '**Marks (writes) per second at peak**',
  `**${fmt(marksPeak, '/s')}**`,
  `${fmt(marksAvg)} × ${fmt(peakFactor)}; each one commit (one function call, \`listok_mark_item\`)`,
  'derived',
);
export const tripsPerSecond = marksPeak / a.marksPerTrip;
export const tripsOpen = tripsPerSecond * a.tripMinutes * 60;
line(
  'Trips under way at peak',
  fmt(tripsOpen),
  `${fmt(marksPeak)} ÷ ${a.marksPerTrip} marks a trip × ${fmt(a.tripMinutes * 60)} s`,
  'derived',
);
// Presence events: a member's first stream of a list and their last one publish the header (realtime/presence.ts).
export const presenceEventsPerSecond = tripsPerSecond * (1 + a.watchersPerTrip) * 2;
export const eventsPeak = marksPeak + presenceEventsPerSecond;
line(
  '**Events per second at peak**',
  `**${fmt(eventsPeak, '/s')}**`,
  `one per mark (a \`push_events\` row) + ${fmt(presenceEventsPerSecond)}/s presence events (a member's first and last stream of a list: 2 × ${fmt(1 + a.watchersPerTrip)} per trip)`,
  'derived',
);
export const streamsPerMark = 1 + a.watchersPerTrip;
export const deliveriesPeak = marksPeak * streamsPerMark;
line(
  '**Event deliveries per second at peak**',
  `**${fmt(deliveriesPeak, '/s')}**`,
  `every mark to every open stream of its list: the shopper's and ${a.watchersPerTrip} other member's on average (${fmt(streamsPerMark)} a mark); presence events go only to streams that ask for them (+${fmt(presenceEventsPerSecond * streamsPerMark)}/s, a header reload each)`,
  'derived',
);
