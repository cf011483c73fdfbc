# todoman's configuration in vdirsyncer.test.ts: the directories vdirsyncer fills, one a list. {{…}} are filled in by
# the test with JSON strings.
path = {{lists}}
cache_path = {{cache}}
date_format = "%Y-%m-%d"
time_format = "%H:%M"
default_due = 0
