import { askedProps, davPaths, itemProps, propsResponse } from '../dav-props.js';
import { syncCollection } from '../dav-sync.js';
import { childNamed, is, ns, refuseWith, sendMultistatus, statusResponse, type XmlElement } from '../dav-xml.js';
import type { TodoFacts } from '../vtodo.js';
import { type DavMethod, notFound, syncReaderOf } from './dav-call.js';

/** A REPORT's collection: whose, which (the last part of its address), and its items. */
interface ReportScope {
  userId: number;
  collection: string;
  items: TodoFacts[];
}

const attribute = (element: XmlElement, local: string) =>
  Object.entries(element.attributes).find(([key]) => key === local || key.endsWith(`:${local}`))?.[1];

/**
 * Which items a calendar-query's filter takes (RFC 4791 §9.7): none when it asks for another component than VTODO;
 * only the open ones when it asks for those without COMPLETED, or whose STATUS is not COMPLETED (what Apple
 * Reminders, Thunderbird and the caldav library ask); all otherwise.
 */
function filtered(filter: XmlElement | undefined, items: TodoFacts[]): TodoFacts[] {
  const calendar = filter && childNamed(filter, ns.caldav, 'comp-filter');
  const component = calendar?.children.find((child) => is(child, ns.caldav, 'comp-filter'));
  if (!component) return items;
  if (attribute(component, 'name')?.toUpperCase() !== 'VTODO') return [];
  let open = false;
  for (const prop of component.children.filter((child) => is(child, ns.caldav, 'prop-filter'))) {
    const propName = attribute(prop, 'name')?.toUpperCase();
    if (propName === 'COMPLETED' && childNamed(prop, ns.caldav, 'is-not-defined')) open = true;
    const match = childNamed(prop, ns.caldav, 'text-match');
    if (propName === 'STATUS' && match) {
      const negate = attribute(match, 'negate-condition') === 'yes';
      const value = match.text.trim().toUpperCase();
      if (value === 'COMPLETED' && negate) open = true;
      if (value === 'COMPLETED' && !negate) return items.filter((item) => item.completed);
      if (value === 'NEEDS-ACTION' && !negate) open = true;
    }
  }
  return open ? items.filter((item) => !item.completed) : items;
}

/** An href's path parts, each decoded (undecodable ones kept as written). */
function hrefParts(href: string): string[] {
  const path = new URL(href, 'http://listok').pathname;
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
}

/**
 * The responses of a REPORT on a list's collection: calendar-query and calendar-multiget; undefined for a report
 * this server does not make.
 */
function calendarReport(report: XmlElement, scope: ReportScope): string[] | undefined {
  const { userId, collection, items } = scope;
  const asked = askedProps(report);
  const one = (item: TodoFacts) =>
    propsResponse(davPaths.item(userId, collection, item.fileName), itemProps(item), asked);
  if (is(report, ns.caldav, 'calendar-query')) {
    return filtered(childNamed(report, ns.caldav, 'filter'), items).map(one);
  }
  if (is(report, ns.caldav, 'calendar-multiget')) {
    return report.children
      .filter((child) => is(child, ns.dav, 'href'))
      .map((href) => {
        // The href's last part under this list, as the app wrote it (percent-encoded or not).
        const [file, list, ...rest] = hrefParts(href.text.trim()).reverse();
        const home = rest.reverse().join('/');
        const underList = home === `dav/calendars/${userId}` && list === collection;
        const item = underList ? items.find((candidate) => candidate.fileName === file) : undefined;
        return item ? one(item) : statusResponse(href.text.trim(), '404 Not Found');
      });
  }
  return undefined;
}

/**
 * REPORT on a calendar (RFC 4791 §7, RFC 6578): sync-collection (dav-sync.ts), calendar-query and calendar-multiget;
 * 403 for another report, or on anything but a calendar.
 */
export const report: DavMethod = {
  path: 'resource',
  body: 'xml',
  async handle(call) {
    const { request, reply, target, backend, body } = call;
    if (!body) return reply.code(400).send();
    if (target.kind !== 'list') return reply.code(403).send();
    const list = await backend.calendarAt(target.collection);
    if (!list) return notFound(reply);
    if (is(body, ns.dav, 'sync-collection')) {
      const answer = await syncCollection(request.server.db, backend, body, list, syncReaderOf(call));
      return 'invalidToken' in answer
        ? refuseWith(reply, 403, { ns: ns.dav, local: 'valid-sync-token' })
        : sendMultistatus(reply, answer.responses, answer.token);
    }
    const items = await backend.objectsOf(list);
    const responses = calendarReport(body, { userId: call.user.id, collection: list.collection, items });
    return responses ? sendMultistatus(reply, responses) : reply.code(403).send();
  },
};
