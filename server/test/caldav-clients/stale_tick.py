"""Ticks a to-do as a careful client does: it writes with If-Match, the ETag it read. When the server answers 412 (the
to-do changed since it was read), it reads the to-do again and ticks what the server has now, so nothing is lost.

Usage: stale_tick.py URL USERNAME PASSWORD LIST SUMMARY. Prints JSON: the status of each PUT, and the to-do (summary,
status, description) after a fresh read.
"""
import json
import sys

import caldav
import icalendar

url, username, password, list_name, summary = sys.argv[1:6]
client = caldav.DAVClient(url=url, username=username, password=password)
calendar = next(c for c in client.principal().calendars() if c.name == list_name)


def find():
    return next(t for t in calendar.todos(include_completed=True) if str(t.icalendar_component.get("summary")) == summary)


def tick(href):
    """GET the to-do, tick it and PUT it back if it is still what was read; the PUT's status."""
    read = client.request(href)
    body = icalendar.Calendar.from_ical(read.raw)
    for component in body.walk("VTODO"):
        component["status"] = "COMPLETED"
        component["percent-complete"] = 100
        component.add("completed", icalendar.vDatetime.from_ical("20260101T120000Z"))
    headers = {"Content-Type": "text/calendar; charset=utf-8", "If-Match": read.headers["etag"]}
    return client.put(href, body.to_ical(), headers).status


href = str(find().url)
statuses = [tick(href)]
if statuses[0] == 412:
    statuses.append(tick(href))
after = find().icalendar_component
print(
    json.dumps(
        {
            "statuses": statuses,
            "after": {
                "summary": str(after.get("summary")),
                "status": str(after.get("status")),
                "description": str(after.get("description")),
            },
        },
        ensure_ascii=False,
    )
)
