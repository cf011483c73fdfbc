"""Ticks one to-do, changes the note of another and deletes a third with the caldav library, as Home Assistant does.

Usage: tick_and_delete.py URL USERNAME PASSWORD LIST TICK NOTE_OF DELETE. Prints JSON of the to-dos' summaries and
statuses after a fresh read.
"""
import json
import sys

import caldav

url, username, password, list_name, tick, note_of, delete = sys.argv[1:8]
client = caldav.DAVClient(url=url, username=username, password=password)
calendar = next(c for c in client.principal().calendars() if c.name == list_name)


def find(summary):
    return next(t for t in calendar.todos(include_completed=True) if str(t.icalendar_component.get("summary")) == summary)


find(tick).complete()
noted = find(note_of)
noted.icalendar_component["description"] = "из календаря"
noted.save()
find(delete).delete()
after = [
    {"summary": str(t.icalendar_component.get("summary")), "status": str(t.icalendar_component.get("status"))}
    for t in calendar.todos(include_completed=True)
]
print(json.dumps(after, ensure_ascii=False))
