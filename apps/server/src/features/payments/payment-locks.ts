// The names locked (db/locks.ts) where a payment's "read, decide, write" must not race with
// another request or instance.

/** A bank entry's key: the check for a stored duplicate and the insert (the same file at once). */
export const paymentKeyLock = (key: string) => `payment-key:${key}`;

/** A stored payment: its manual assignment. */
export const paymentLock = (paymentId: number) => `payment:${paymentId}`;
