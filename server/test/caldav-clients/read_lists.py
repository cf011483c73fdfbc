"""Reads every list of a CalDAV account with the caldav library (Home Assistant's CalDAV integration is built on it).

Usage: read_lists.py URL USERNAME PASSWORD. Prints JSON: the calendars found from the server's address alone, each
with its name and its to-dos (summary, status, due), as the library parses them.
"""
import json
import sys

import caldav

url, username, password = sys.argv[1:4]
client = caldav.DAVClient(url=url, username=username, password=password)
principal = client.principal()
found = []
for calendar in principal.calendars():
    todos = []
    for todo in calendar.todos(include_completed=True):
        component = todo.icalendar_component
        due = component.get("due")
        todos.append(
            {
                "summary": str(component.get("summary")),
                "status": str(component.get("status")),
                "due": due.to_ical().decode() if due is not None else None,
                "rrule": component.get("rrule").to_ical().decode() if component.get("rrule") else None,
            }
        )
    open_only = [str(t.icalendar_component.get("summary")) for t in calendar.todos()]
    found.append({"name": calendar.name, "url": str(calendar.url), "todos": todos, "open": open_only})
print(json.dumps(found, ensure_ascii=False))
