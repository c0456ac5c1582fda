// Web Push for staff (issue 20, decision 024): the server's VAPID key and the browser's
// subscriptions per device.
import { Type, type Static } from 'typebox';

/** Longest push service URL accepted (real ones are around 200 to 500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/** GET /api/push/key: the VAPID public key (base64url), the browser's applicationServerKey. */
export const PushKeySchema = Type.Object({ publicKey: Type.String() });
export type PushKey = Static<typeof PushKeySchema>;

/** POST /api/push/subscribe: the browser's PushSubscription as JSON (toJSON()). */
export const PushSubscribeBodySchema = Type.Object({
  endpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX_LENGTH }),
  // Milliseconds since 1970: at most the last instant a JavaScript Date can hold.
  expirationTime: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 8.64e15 }), Type.Null()])),
  keys: Type.Object({
    // An uncompressed P-256 point (65 bytes, 87 base64url characters) and a 16-byte secret.
    p256dh: Type.String({ minLength: 80, maxLength: 100, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
    auth: Type.String({ minLength: 16, maxLength: 32, pattern: '^[A-Za-z0-9_-]+={0,2}$' }),
  }),
});
export type PushSubscribeBody = Static<typeof PushSubscribeBodySchema>;

/** DELETE /api/push/subscribe: the device's endpoint; only the caller's own is removed. */
export const PushUnsubscribeBodySchema = Type.Object({ endpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX_LENGTH }) });
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBodySchema>;

export const PUSH_TEXTS = {
  httpsRequired: 'Die Push-Adresse des Browsers muss mit https:// beginnen.',
  privateHost: 'Die Push-Adresse des Browsers zeigt auf ein internes Netz und wird nicht angenommen.',
  invalidEndpoint: 'Die Push-Adresse des Browsers ist ungültig.',
  portNotAllowed: 'Die Push-Adresse des Browsers muss den üblichen Port 443 verwenden.',
  otherUsersDevice: 'Dieses Gerät ist für Benachrichtigungen einer anderen Person angemeldet. Diese muss sich zuerst abmelden.',
  invalidKeys: 'Die Schlüssel des Browsers für Push-Nachrichten sind ungültig.',
} as const;
