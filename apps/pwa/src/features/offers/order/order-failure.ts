import { dayBookedText, formatDate } from '@tragkraft/domain';
import { ApiError, withServerMessage } from '../../../api/api-error';

const ORDER_FAILED = 'Fehler beim Erteilen des Auftrages.';

/** The German text of a refused order: booked days get the spec's own sentence. */
export function orderFailureText(failure: unknown): string {
  if (failure instanceof ApiError && failure.code === 'dayBooked') {
    const days = Array.isArray(failure.details.days) ? failure.details.days.filter((d): d is string => typeof d === 'string') : [];
    return days.length > 0 ? dayBookedText(days.map(formatDate)) : failure.message;
  }
  return withServerMessage(ORDER_FAILED, failure);
}
