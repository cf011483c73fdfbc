import { randomUUID } from 'node:crypto';
import { type Lang, translate } from '@listok/contract';
import { escapeXml } from '../../lib/xml-text.js';

/** A value of an XML property list: Apple's configuration profiles are one. */
export type PlistValue = string | number | boolean | PlistValue[] | { [key: string]: PlistValue };

function plistElement(value: PlistValue, indent: string): string {
  const inner = `${indent}\t`;
  if (typeof value === 'string') return `${indent}<string>${escapeXml(value)}</string>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`a plist integer, not ${value}`);
    return `${indent}<integer>${value}</integer>`;
  }
  if (Array.isArray(value)) {
    return [`${indent}<array>`, ...value.map((v) => plistElement(v, inner)), `${indent}</array>`].join('\n');
  }
  const entries = Object.entries(value).flatMap(([key, v]) => [
    `${inner}<key>${escapeXml(key)}</key>`,
    plistElement(v, inner),
  ]);
  return [`${indent}<dict>`, ...entries, `${indent}</dict>`].join('\n');
}

/** A property list as Apple writes it (XML, UTF-8, with its DOCTYPE). */
export function plist(value: PlistValue): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    plistElement(value, ''),
    '</plist>',
    '',
  ].join('\n');
}

export interface CalendarProfileInput {
  /** The server's public address (`PUBLIC_URL`): the CalDAV server is at its `/dav/`. */
  publicUrl: string;
  userId: number;
  username: string;
  password: string;
  /** The app password's name: the device's, which the profile's description names. */
  tokenName: string;
  lang: Lang;
}

/**
 * A configuration profile of one CalDAV account (payload `com.apple.caldav.account`; Apple's Device Management,
 * "CalDAV"): iOS, iPadOS and macOS install it and the lists show in Reminders. Its identifier is the server's and the
 * user's, so a profile made again for the same account replaces the one installed before on that device. Unsigned:
 * the device says so when installing it.
 */
export function calendarProfile({ publicUrl, userId, username, password, tokenName, lang }: CalendarProfileInput) {
  const url = new URL(publicUrl);
  const useSsl = url.protocol === 'https:';
  const identifier = `app.listok.${url.host.replace(/[^A-Za-z0-9.-]/g, '-')}.caldav.user-${userId}`;
  const account = translate(lang, 'caldav.account');
  const payload: PlistValue = {
    PayloadType: 'com.apple.caldav.account',
    PayloadVersion: 1,
    PayloadIdentifier: `${identifier}.account`,
    PayloadUUID: randomUUID().toUpperCase(),
    PayloadDisplayName: `CalDAV (${account})`,
    CalDAVAccountDescription: `${account} (${url.host})`,
    CalDAVHostName: url.hostname,
    CalDAVPort: url.port ? Number(url.port) : useSsl ? 443 : 80,
    CalDAVUseSSL: useSsl,
    CalDAVUsername: username,
    CalDAVPassword: password,
    CalDAVPrincipalURL: `${publicUrl}/dav/principals/${userId}/`,
  };
  return plist({
    PayloadContent: [payload],
    PayloadType: 'Configuration',
    PayloadVersion: 1,
    PayloadIdentifier: identifier,
    PayloadUUID: randomUUID().toUpperCase(),
    PayloadDisplayName: translate(lang, 'caldav.profileName'),
    PayloadDescription: translate(lang, 'caldav.profileDescription', { name: tokenName }),
    PayloadOrganization: url.host,
    PayloadRemovalDisallowed: false,
  });
}
