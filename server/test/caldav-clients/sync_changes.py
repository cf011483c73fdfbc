"""Asks a list for what changed since a sync token (RFC 6578 sync-collection), as the caldav library's
objects_by_sync_token does; without a token, for everything.

Usage: sync_changes.py URL USERNAME PASSWORD LIST [TOKEN]. Prints JSON: the new token, the to-dos answered (summary and
status, loaded one by one) and how many of the answered hrefs are gone.
"""
import json
import sys

import caldav

url, username, password, list_name = sys.argv[1:5]
token = sys.argv[5] if len(sys.argv) > 5 else None
client = caldav.DAVClient(url=url, username=username, password=password)
calendar = next(c for c in client.principal().calendars() if c.name == list_name)
answer = calendar.objects_by_sync_token(sync_token=token, load_objects=True)
changed = []
gone = 0
for found in answer:
    if found.data is None:
        gone += 1
        continue
    component = found.icalendar_component
    changed.append({"summary": str(component.get("summary")), "status": str(component.get("status"))})
print(json.dumps({"token": answer.sync_token, "changed": changed, "gone": gone}, ensure_ascii=False))
