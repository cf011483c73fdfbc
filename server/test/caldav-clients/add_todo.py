"""Adds a to-do to a list with the caldav library, as Home Assistant's "add milk to the shopping list" does.

Usage: add_todo.py URL USERNAME PASSWORD LIST SUMMARY. Prints JSON: the new to-do's UID and URL as the library made
them, and every to-do of the list (summary, uid, url) after a fresh read.
"""
import json
import sys

import caldav

url, username, password, list_name, summary = sys.argv[1:6]
client = caldav.DAVClient(url=url, username=username, password=password)
calendar = next(c for c in client.principal().calendars() if c.name == list_name)
made = calendar.save_todo(summary=summary)
made_uid = str(made.icalendar_component.get("uid"))
todos = [
    {
        "summary": str(t.icalendar_component.get("summary")),
        "uid": str(t.icalendar_component.get("uid")),
        "url": str(t.url),
    }
    for t in calendar.todos(include_completed=True)
]
print(json.dumps({"uid": made_uid, "url": str(made.url), "todos": todos}, ensure_ascii=False))
