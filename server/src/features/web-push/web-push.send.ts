import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import webpush from 'web-push';
import { isAllowedOrigin, publicOnlyLookup } from './push-endpoint.js';

/** A subscription as the outbox sends to it. */
export interface Target {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface Message {
  payload: string;
  topic: string | null;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  ttlSeconds: number;
}

/** What the push service answered: its status and, for 429 and 503, the Retry-After it asked for. */
export interface Delivery {
  status: number;
  retryAfterMs?: number | undefined;
}

const timeoutMs = 15_000;

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = [header].flat()[0]?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Encrypts the message for the subscription (RFC 8291, aes128gcm), signs it with VAPID (RFC 8292) and posts it.
 * web-push builds the request (its own sender speaks https only); it is sent here with node:http(s), which lets an
 * allowed plain-http push service be used and checks each address the endpoint's host resolves to at that moment.
 */
export function sendPush(
  target: Target,
  message: Message,
  vapid: { subject: string; publicKey: string; privateKey: string },
  allow: readonly string[],
): Promise<Delivery> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    message.payload,
    {
      vapidDetails: vapid,
      TTL: message.ttlSeconds,
      urgency: message.urgency,
      contentEncoding: 'aes128gcm',
      ...(message.topic ? { topic: message.topic } : {}),
    },
  );
  const url = new URL(details.endpoint);
  const allowed = isAllowedOrigin(url, allow);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: details.headers as Record<string, string | number>,
        timeout: timeoutMs,
        ...(allowed ? {} : { lookup: publicOnlyLookup as never }),
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, retryAfterMs: retryAfterMs(response.headers['retry-after']) }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`push service did not answer in ${timeoutMs / 1000} s`)));
    request.on('error', reject);
    request.end(details.body);
  });
}
