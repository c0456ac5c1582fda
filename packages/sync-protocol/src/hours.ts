// The weekly hours of the staff (hours endpoints and their Excel).
import { Type, type Static } from 'typebox';

export const HOURS_FILE_NAME = 'StundenMitarbeiter.xlsx';

/** totalHours: reported on the stages' reports; recordedHours: recorded at those stages (working time, issue 32). */
export const PersonHoursSchema = Type.Object({ userId: Type.Integer(), firstName: Type.String(), lastName: Type.String(), totalHours: Type.Number(), recordedHours: Type.Number() });

/** One weekly card: ISO week (Monday to Sunday) and the hours per person. */
export const WeeklyHoursSchema = Type.Object({
  year: Type.Integer(),
  week: Type.Integer(),
  weekKey: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  totalHours: Type.Number(),
  recordedHours: Type.Number(),
  hours: Type.Array(PersonHoursSchema),
});
export type WeeklyHours = Static<typeof WeeklyHoursSchema>;
