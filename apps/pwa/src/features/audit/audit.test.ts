import { describe, expect, it } from 'vitest';
import { auditLines, auditTitle } from './audit-text';

describe('audit log text', () => {
  it('names the part and the changed fields', () => {
    expect(auditTitle({ entity: 'stage', action: 'update', changes: { stageNumber: 2 } })).toBe('Etappe 2 geändert');
    expect(auditTitle({ entity: 'order', action: 'cancel', changes: null })).toBe('Auftrag storniert');
    expect(auditLines({ stageNumber: 2, remarks: { from: '', to: 'Lift' }, amount: { from: 1, to: null } })).toEqual(['remarks: – → Lift', 'amount: 1 → –']);
    expect(auditLines({ name: 'Nina Brunner', confirmation: true })).toEqual(['name: Nina Brunner', 'confirmation: ja']);
  });

  it('names what was done to an invoice: paid by hand, payment booked, reminder sent', () => {
    expect(auditTitle({ entity: 'invoice', action: 'markedPaid', changes: null })).toBe('Rechnung als bezahlt markiert');
    expect(auditTitle({ entity: 'invoice', action: 'paymentBooked', changes: null })).toBe('Rechnung: Zahlung verbucht');
    expect(auditTitle({ entity: 'invoice', action: 'reminderSent', changes: null })).toBe('Rechnung gemahnt');
  });
});
