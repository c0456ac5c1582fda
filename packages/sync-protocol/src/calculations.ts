// The saved calculations (offers) of every client, as the admin lists them.
import { Type, type Static } from 'typebox';

export const CalculationRowSchema = Type.Object({
  calcId: Type.Integer(),
  createdAt: Type.String(),
  clientId: Type.Integer(),
  company: Type.String(),
  userEmail: Type.String(),
  typeId: Type.Integer(),
  total: Type.Integer(),
  ordered: Type.Boolean(),
});
export type CalculationRow = Static<typeof CalculationRowSchema>;
