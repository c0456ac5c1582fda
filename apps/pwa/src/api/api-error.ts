/** A failed API call: HTTP status (0 when the network failed), the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The server's message, or nothing for network errors (callers prefix their own text). */
export function serverMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : '';
}

/** 'Fehler beim Speichern' + ': server message' when there is one. */
export function withServerMessage(text: string, error: unknown): string {
  const message = serverMessage(error);
  return message ? `${text} ${message}` : text;
}
