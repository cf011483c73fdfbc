import {
  CalendarProfileQuery,
  CreateCalendarDeviceBody,
  CreatedCalendarDevice,
  calendarProfileMinutes,
} from '../account/calendar-devices.js';
import { apiTokensMax } from '../account/tokens.js';
import { route } from './route.js';

const tags = ['tokens'];

export const createCalendarDevice = route({
  method: 'POST',
  path: '/api/user/calendar-devices',
  body: CreateCalendarDeviceBody,
  answers: { 201: CreatedCalendarDevice },
  errors: ['TOKEN_QUOTA'],
  summary: `An app password for one device's calendar apps (a token of scope caldav, one of the ${apiTokensMax} a user keeps, named after the device), shown in this answer only, with how to set the device up: a configuration profile's one-time link for an iPhone, iPad or Mac, a DAVx⁵ link for Android`,
  tags,
});

export const calendarProfile = route({
  method: 'GET',
  path: '/api/calendar-profile',
  query: CalendarProfileQuery,
  answers: { 200: null, 303: null },
  errors: ['PROFILE_LINK_GONE'],
  summary: `The configuration profile (.mobileconfig, application/x-apple-aspen-config) of a calendar device made with POST /api/user/calendar-devices: its one-time link works once, for ${calendarProfileMinutes} minutes, without signing in (the iPhone that opens it may not be signed in). A spent link is 410, or for a page opened in a browser a redirect (303) to the calendar page, which says so`,
  tags,
});
