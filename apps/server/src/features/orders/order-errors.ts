// The error answers of ordering and editing: refused rules and booked days.
import { dayBookedText, formatDate, type Message } from '@tragkraft/domain';
import { AppError } from '../../plugins/errors';

/** 400 { code: 'validation', message, errors } like a refused calculation. */
export function validationError(errors: readonly Message[]): AppError {
  return new AppError(400, 'validation', errors.map((error) => error.text).join(' '), { errors });
}

/** 409 { code: 'dayBooked', message: 'An folgenden Tagen ...: 12.05.2026, ...', days }. */
export function dayBookedError(days: readonly string[]): AppError {
  return new AppError(409, 'dayBooked', dayBookedText(days.map(formatDate)), { days: [...days] });
}
