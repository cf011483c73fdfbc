import type { DavList } from '../backend/calendars.js';
import {
  askedProps,
  davPaths,
  homeProps,
  itemProps,
  listProps,
  type Props,
  principalProps,
  propsResponse,
  rootProps,
} from '../dav-props.js';
import { syncTokenOf } from '../dav-sync.js';
import { is, ns, sendMultistatus, type XmlName } from '../dav-xml.js';
import type { TodoFacts } from '../vtodo.js';
import { type DavCall, type DavMethod, notFound, syncReaderOf } from './dav-call.js';

/** The responses of a PROPFIND on its target, with the target's members at depth 1; undefined for none there. */
async function responses(call: DavCall, depth: number, asked: XmlName[] | 'all') {
  const { user, target, backend } = call;
  const one = (path: string, props: Props) => propsResponse(path, props, asked);
  const calendar = (list: DavList) =>
    one(davPaths.list(user.id, list.collection), listProps(user.id, list, syncTokenOf(list, syncReaderOf(call))));
  switch (target.kind) {
    case 'root':
      return [one(davPaths.root, rootProps(user.id))];
    case 'principal':
      return [one(davPaths.principal(user.id), principalProps(user))];
    case 'home': {
      const home = one(davPaths.home(user.id), homeProps(user.id));
      return depth === 0 ? [home] : [home, ...(await backend.calendarsOf()).map(calendar)];
    }
    case 'list': {
      const list = await backend.calendarAt(target.collection);
      if (!list) return undefined;
      if (depth === 0) return [calendar(list)];
      const itemPath = (item: TodoFacts) => davPaths.item(user.id, list.collection, item.fileName);
      const items = await backend.objectsOf(list);
      return [calendar(list), ...items.map((item) => one(itemPath(item), itemProps(item)))];
    }
    case 'item': {
      const list = await backend.calendarAt(target.collection);
      const item = list && (await backend.objectAt(list, target.file));
      return item ? [one(davPaths.item(user.id, list.collection, item.fileName), itemProps(item))] : undefined;
    }
  }
}

/**
 * PROPFIND (RFC 4918 §9.1): the properties asked (all but calendar-data without a body) of the target and, unless
 * `Depth: 0`, of its members: the home's calendars, a calendar's objects.
 */
export const propfind: DavMethod = {
  path: 'resource',
  body: 'xml',
  async handle(call) {
    const { request, reply, body } = call;
    if (body && !is(body, ns.dav, 'propfind')) return reply.code(400).send();
    const depth = request.headers.depth === '0' ? 0 : 1;
    const found = await responses(call, depth, askedProps(body));
    return found ? sendMultistatus(reply, found) : notFound(reply);
  },
};
