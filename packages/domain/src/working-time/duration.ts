// Durations of working time as people read them on a time sheet: '7:30 h', '-1:15 h'.

/** Whole minutes as 'H:MM h' (negative with a minus sign: a balance below target). */
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')} h`;
}

/** Minutes as decimal hours with two decimals (payroll columns, the report's hours). */
export function minutesToHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}
