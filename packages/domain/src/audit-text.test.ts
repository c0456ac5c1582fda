import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_TEXT, auditLines, auditTitle, type AuditTextEntry } from './audit-text';

// One entry per action the server records, shaped as it records them (features/*/ recordAudit).
const ENTRIES: Record<string, AuditTextEntry> = {
  clientCreate: { entity: 'client', action: 'create', changes: { id: 7, company: 'Muster AG', address: 'Weg 1\n8000 Zürich', invoiceEmail: 'rg@muster.ch', special: null, applianceMakerPricing: false, waitingTimeAmount: 10_000, settings: [{ typeId: 1, serviceEnabled: true, discountPercent: 10 }] } },
  clientUpdate: { entity: 'client', action: 'update', changes: { invoiceEmail: { from: 'alt@muster.ch', to: 'rg@muster.ch' } } },
  userCreate: { entity: 'user', action: 'create', changes: { id: 9, clientId: null, email: 'nina@tragkraft.ch', gender: 'female', firstName: 'Nina', lastName: 'Brunner', phone: '079 123 45 67', role: 'employee', noEmail: false, cc: false, permanent: true, inactive: false, adminSendEmail: false, hasPassword: false } },
  userUpdate: { entity: 'user', action: 'update', changes: { role: { from: 'employee', to: 'operator' }, inactive: { from: false, to: true } } },
  userDelete: { entity: 'user', action: 'delete', changes: { id: 9, email: 'nina@tragkraft.ch', firstName: 'Nina', lastName: 'Brunner', role: 'employee' } },
  userAnonymise: { entity: 'user', action: 'anonymise', changes: { id: 9, email: 'nina@tragkraft.ch', firstName: 'Nina', lastName: 'Brunner', role: 'employee' } },
  userPasswordLink: { entity: 'user', action: 'sendPasswordLink', changes: { sentTo: 'nina@tragkraft.ch' } },
  timeCorrect: { entity: 'user', action: 'time.correct', changes: { entryId: 7, kind: { from: 'pause', to: 'end' }, at: { from: '2026-11-23T16:00:00.000Z', to: '2026-11-23T16:30:00.000Z' }, reason: 'Vergessen' } },
  timeApprove: { entity: 'user', action: 'time.approve', changes: { week: '2026-W48' } },
  absenceCreate: { entity: 'user', action: 'absence.create', changes: { absenceId: 3, startDate: '2026-12-01', endDate: '2026-12-05', reason: 'Ferien' } },
  absenceDelete: { entity: 'user', action: 'absence.delete', changes: { absenceId: 3, startDate: '2026-12-01', endDate: '2026-12-05', reason: 'Krankheit' } },
  orderUpdate: { entity: 'order', action: 'update', changes: { orderAddress: { from: 'Weg 1', to: 'Weg 2' }, contactCManagerPhone: { from: '', to: '044 123 45 67' } } },
  orderCancel: { entity: 'order', action: 'cancel', changes: { status: { from: 'active', to: 'cancelled' }, cancelReason: 'Kunde hat abgesagt' } },
  addStage: { entity: 'order', action: 'addStage', changes: { stageId: 44, stageNumber: 3, stagesCount: { from: 2, to: 3 } } },
  removeStage: {
    entity: 'order',
    action: 'removeStage',
    changes: {
      stageId: 44, stageNumber: 2, stagesCount: { from: 3, to: 2 },
      stage: { date: '2026-11-20', time: '07:00', amount: 4, hours: null, orderNumber: '', remarks: 'Lift reserviert' },
      team: [{ userId: 9, name: 'Nina Brunner', confirmation: true }],
    },
  },
  stageUpdate: { entity: 'stage', action: 'update', changes: { stageNumber: 2, date: { from: '2026-05-12', to: '2026-05-13' }, hours: { from: null, to: 3.5 }, remarks: { from: '', to: 'Lift' } } },
  assign: {
    entity: 'assignment',
    action: 'assign',
    changes: {
      userId: 9, name: 'Nina Brunner', confirmation: null,
      forcedDespite: [{ stageId: 5, orderId: 12, date: '2026-11-20', time: '13:00' }],
      forcedDespiteAbsence: { id: 3, reason: 'Ferien', startDate: '2026-11-19', endDate: '2026-11-21' },
    },
  },
  unassign: { entity: 'assignment', action: 'unassign', changes: { userId: 9, name: 'Nina Brunner', confirmation: false } },
  markedPaid: { entity: 'invoice', action: 'markedPaid', changes: { invoicePaidTime: { from: null, to: '2026-11-02T09:15:00.000Z' } } },
  paymentBooked: {
    entity: 'invoice',
    action: 'paymentBooked',
    changes: { paymentId: 4, fileName: 'camt054.xml', amount: 88_305, valueDate: '2026-11-02', reference: '210000000003139471430009017', outcome: 'paid', openAmount: 0, credit: 0, invoicePaidTime: { from: null, to: '2026-11-02T00:00:00.000Z' } },
  },
  reminderSent: { entity: 'invoice', action: 'reminderSent', changes: { reminderId: 2, level: 1, title: 'Zahlungserinnerung', openAmount: 88_305, fee: 0, amount: 88_305, sentTo: 'rg@muster.ch' } },
  reminderPrinted: { entity: 'invoice', action: 'reminderPrinted', changes: { reminderId: 3, level: 2, title: '1. Mahnung', openAmount: 88_305, fee: 2_000, amount: 90_305 } },
  invoiceBlocked: { entity: 'invoice', action: 'dunningBlocked', changes: { blockId: 1, reason: 'Reklamation offen', untilDate: '2026-12-31' } },
  invoiceBlockLifted: { entity: 'invoice', action: 'dunningBlockLifted', changes: { blockId: 1, reason: 'Reklamation offen', untilDate: '2026-12-31' } },
  clientBlocked: { entity: 'client', action: 'dunningBlocked', changes: { blockId: 2, reason: 'Konkurs angemeldet', untilDate: '2027-03-31' } },
  clientBlockLifted: { entity: 'client', action: 'dunningBlockLifted', changes: { blockId: 2, reason: 'Konkurs angemeldet', untilDate: '2027-03-31' } },
  paymentReversed: {
    entity: 'invoice',
    action: 'paymentReversed',
    changes: { paymentId: 4, reversalPaymentId: 9, fileName: 'zkb.xml', amount: 88_305, bookingDate: '2026-11-26', openAmount: 88_305, invoicePaidTime: { from: '2026-11-02T00:00:00.000Z', to: null } },
  },
  batchReplaced: { entity: 'payment', action: 'paymentReplacedByDetails', changes: { fileName: 'tag.xml', amount: 120_000, bookingDate: '2026-11-26', bankReference: 'PF-77', replacedBy: 'detail.zip/camt054.xml', details: 3 } },
  paymentUnassignedOnInvoice: { entity: 'invoice', action: 'paymentUnassigned', changes: { paymentId: 4, amount: 88_305, openAmount: 88_305, invoicePaidTime: { from: '2026-11-02T00:00:00.000Z', to: null } } },
  creditNote: { entity: 'invoice', action: 'creditNoteCreated', changes: { creditNoteNumber: 20260003, reason: 'Doppelt verrechnet', amount: 88_305 } },
  writtenOff: { entity: 'invoice', action: 'writtenOff', changes: { amount: 68_100, reason: 'Konkurs des Kunden', writeOffDate: '2026-11-27', invoicePaidTime: { from: null, to: '2026-11-27T10:00:00.000Z' } } },
  refund: { entity: 'invoice', action: 'creditRefunded', changes: { amount: 5_000, date: '2026-11-20', note: 'Überweisung an Kunde' } },
  offset: { entity: 'invoice', action: 'creditOffset', changes: { amount: 5_000, toInvoice: 20260012 } },
  offsetReceived: { entity: 'invoice', action: 'creditOffsetReceived', changes: { amount: 5_000, fromInvoice: 20260011 } },
  paymentAssigned: { entity: 'payment', action: 'paymentAssigned', changes: { invoices: [20260011, 20260012], amount: 120_000 } },
  paymentIgnored: { entity: 'payment', action: 'paymentIgnored', changes: { amount: 2_000, reason: 'TWINT' } },
  paymentUnassigned: { entity: 'payment', action: 'paymentUnassigned', changes: { status: { from: 'assigned', to: 'unassigned' }, invoices: [20260011] } },
};

const FIELD_NAME = /\b(stageNumber|stageId|userId|invoicePaidTime|openAmount|valueDate|fileName|cancelReason|startDate|endDate|orderAddress|contact[A-Z]\w*|typeId|discountPercent|serviceEnabled|forcedDespite\w*|sentTo|invoiceEmail|waitingTimeAmount)\b/;

describe('audit log as German sentences', () => {
  it('has a sentence for every action and every field of every entry; no JSON, no field names, Swiss dates', () => {
    for (const entry of Object.values(ENTRIES)) {
      const text = [auditTitle(entry), ...auditLines(entry)];
      for (const line of text) {
        expect(line).toMatch(/[.)]$/);
        expect(line).not.toMatch(/[{}[\]"]/);
        expect(line).not.toMatch(FIELD_NAME);
        expect(line).not.toMatch(/\d{4}-\d\d-\d\d/);
        expect(line).not.toContain('unbekannte Änderung');
        expect(line).not.toContain('Weitere Angabe');
      }
    }
    const covered = new Set(Object.values(ENTRIES).map((e) => `${e.entity}.${e.action}`));
    expect([...covered].sort()).toEqual(Object.keys(AUDIT_ACTION_TEXT).sort());
  });

  it('payments and credits', () => {
    expect(auditLines(ENTRIES.paymentUnassigned!)).toEqual(['Status von zugeordnet auf nicht zugeordnet geändert.', 'Rechnungen Nr.: 20260011.']);
    expect(auditLines(ENTRIES.refund!)).toEqual([`Betrag: CHF 50.00.`, 'Datum: 20.11.2026.', 'Notiz: Überweisung an Kunde.']);
  });

  it('stage and order changes', () => {
    expect(auditTitle(ENTRIES.stageUpdate!)).toBe('Etappe 2 geändert.');
    expect(auditLines(ENTRIES.stageUpdate!)).toEqual(['Datum von 12.05.2026 auf 13.05.2026 geändert.', 'Stunden von leer auf 3.5 h geändert.', 'Bemerkungen von leer auf Lift geändert.']);
    expect(auditTitle(ENTRIES.orderCancel!)).toBe('Auftrag storniert.');
    expect(auditLines(ENTRIES.orderCancel!)).toEqual(['Status von aktiv auf storniert geändert.', 'Grund der Stornierung: Kunde hat abgesagt.']);
    expect(auditTitle(ENTRIES.addStage!)).toBe('Etappe 3 hinzugefügt.');
    expect(auditLines(ENTRIES.orderUpdate!)).toEqual(['Einsatzadresse von Weg 1 auf Weg 2 geändert.', 'Telefon Bauleiter von leer auf 044 123 45 67 geändert.']);
    expect(auditTitle(ENTRIES.removeStage!)).toBe('Etappe 2 entfernt.');
    expect(auditLines(ENTRIES.removeStage!)).toEqual([
      'Anzahl Etappen von 3 auf 2 geändert.',
      'Entfernte Etappe: Datum 20.11.2026, Zeit 07:00, Anzahl 4, Bemerkungen Lift reserviert.',
      'Team: Name Nina Brunner, Bestätigt ja.',
    ]);
  });

  it('team, clients, users and absences', () => {
    expect(auditLines(ENTRIES.assign!)).toEqual([
      'Name: Nina Brunner.',
      'Bestätigt: leer.',
      'Trotz anderer Einsätze am selben Tag eingeteilt: Auftrag 12 am 20.11.2026 um 13:00.',
      'Trotz Abwesenheit eingeteilt: Grund Ferien, Von 19.11.2026, Bis 21.11.2026.',
    ]);
    expect(auditLines(ENTRIES.clientCreate!)).toContain('Dienste und Rabatte: Dienst Küchen-Feinverteilung, freigeschaltet ja, Rabatt 10 %.');
    expect(auditLines(ENTRIES.clientCreate!)).toContain('Wartezeit pro Mann und Stunde: CHF 100.00.');
    expect(auditLines(ENTRIES.userUpdate!)).toEqual(['Funktion von Mitarbeiter auf Einsatzleiter geändert.', 'Inaktiv von nein auf ja geändert.']);
    expect(auditLines(ENTRIES.absenceCreate!)).toEqual(['Von: 01.12.2026.', 'Bis: 05.12.2026.', 'Grund: Ferien.']);
  });

  it('working time: an admin correction and an approval', () => {
    const correction = ENTRIES.timeCorrect!;
    expect(auditTitle(correction)).toBe('Arbeitszeit korrigiert.');
    expect(auditLines(correction)).toEqual(['Eintrag von Pause auf Feierabend geändert.', 'Zeit von 23.11.26 17:00 auf 23.11.26 17:30 geändert.', 'Grund: Vergessen.']);
    const approval = ENTRIES.timeApprove!;
    expect(auditTitle(approval)).toBe('Arbeitswoche visiert.');
    expect(auditLines(approval)).toEqual(['Woche: 2026-W48.']);
  });

  it('invoices: amounts in CHF, paid time in Zurich time', () => {
    expect(auditLines(ENTRIES.markedPaid!)).toEqual(['Bezahlt am von leer auf 02.11.26 10:15 geändert.']);
    expect(auditLines(ENTRIES.paymentBooked!)).toEqual([
      'Bankdatei: camt054.xml.',
      'Betrag: CHF 883.05.',
      'Valuta: 02.11.2026.',
      'Referenz: 210000000003139471430009017.',
      'Ergebnis: bezahlt.',
      'Offener Betrag: CHF 0.00.',
      'Guthaben: CHF 0.00.',
      'Bezahlt am von leer auf 02.11.26 01:00 geändert.',
    ]);
    expect(auditTitle(ENTRIES.reminderSent!)).toBe('Mahnung versandt.');
    expect(auditLines(ENTRIES.reminderSent!)).toContain('Mahngebühr: CHF 0.00.');
  });

  it('Mahnsperre on an invoice or a client, and its lifting', () => {
    expect(auditTitle(ENTRIES.invoiceBlocked!)).toBe('Mahnsperre für die Rechnung gesetzt.');
    expect(auditLines(ENTRIES.invoiceBlocked!)).toEqual(['Grund: Reklamation offen.', 'Gesperrt bis: 31.12.2026.']);
    expect(auditTitle(ENTRIES.clientBlockLifted!)).toBe('Mahnsperre des Kunden aufgehoben.');
    expect(auditLines(ENTRIES.reminderPrinted!)).toContain('Betrag: CHF 903.05.');
  });

  it('an action it does not know still reads as German, never as its code', () => {
    expect(auditTitle({ entity: 'invoice', action: 'somethingNew', changes: null })).toBe('Rechnung: unbekannte Änderung.');
    expect(auditLines({ entity: 'invoice', action: 'x', changes: { oddField: { a: 1 } } })).toEqual(['Weitere Angabe: Weitere Angabe 1.']);
  });
});
