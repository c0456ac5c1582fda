import { describe, expect, it } from 'vitest';
import { DEFAULT_DUNNING_RULES as RULES, daysOverdue, invoiceDueDate, nextReminder, reminderDue, reminderLevelText, type DunningState } from './dunning';

const open = (over: Partial<DunningState> = {}): DunningState => ({ dueDate: '2026-03-31', openAmount: 100_00, paid: false, lastReminder: null, ...over });

describe('due date and days overdue', () => {
  it('is the invoice date plus the payment days, across month and year ends', () => {
    expect(invoiceDueDate('2026-03-01', RULES)).toBe('2026-03-31');
    expect(invoiceDueDate('2026-12-15', RULES)).toBe('2027-01-14');
    expect(invoiceDueDate('2028-02-01', { dueDays: 28 })).toBe('2028-02-29');
    expect(invoiceDueDate('2026-05-05', { dueDays: 0 })).toBe('2026-05-05');
  });

  it('counts the days past the due date, 0 before and on it', () => {
    expect(daysOverdue('2026-03-31', '2026-03-01')).toBe(0);
    expect(daysOverdue('2026-03-31', '2026-03-31')).toBe(0);
    expect(daysOverdue('2026-03-31', '2026-04-01')).toBe(1);
    expect(daysOverdue('2026-03-31', '2026-05-10')).toBe(40);
  });
});

describe('reminder levels 1 to 3 with the default fees 0, 20, 30 CHF and 10 waiting days each', () => {
  it('proposes the Zahlungserinnerung (no fee) 10 days after the due date, not a day earlier', () => {
    expect(nextReminder(open(), RULES)).toEqual({ level: 1, dueFrom: '2026-04-10', fee: 0, amount: 100_00 });
    expect(reminderDue(open(), RULES, '2026-04-09')).toBeNull();
    expect(reminderDue(open(), RULES, '2026-04-10')?.level).toBe(1);
    expect(reminderDue(open(), RULES, '2026-09-01')?.level).toBe(1);
  });

  it('proposes the 1. Mahnung (20 CHF) 10 days after the reminder was sent, then the 2. Mahnung (30 CHF)', () => {
    const afterFirst = open({ lastReminder: { level: 1, date: '2026-04-20' } });
    expect(nextReminder(afterFirst, RULES)).toEqual({ level: 2, dueFrom: '2026-04-30', fee: 20_00, amount: 120_00 });
    expect(reminderDue(afterFirst, RULES, '2026-04-29')).toBeNull();
    const afterSecond = open({ lastReminder: { level: 2, date: '2026-05-02' }, openAmount: 40_00 });
    expect(nextReminder(afterSecond, RULES)).toEqual({ level: 3, dueFrom: '2026-05-12', fee: 30_00, amount: 70_00 });
  });

  it('proposes nothing after the 2. Mahnung', () => {
    expect(nextReminder(open({ lastReminder: { level: 3, date: '2026-05-12' } }), RULES)).toBeNull();
    expect(reminderDue(open({ lastReminder: { level: 3, date: '2026-01-01' } }), RULES, '2027-01-01')).toBeNull();
  });

  it('never reminds a paid invoice or one with nothing open (credited by payments)', () => {
    expect(reminderDue(open({ paid: true }), RULES, '2027-01-01')).toBeNull();
    expect(reminderDue(open({ openAmount: 0 }), RULES, '2027-01-01')).toBeNull();
    expect(reminderDue(open({ openAmount: -5_00 }), RULES, '2027-01-01')).toBeNull();
    expect(reminderDue(open({ paid: true, lastReminder: { level: 1, date: '2026-04-10' } }), RULES, '2027-01-01')).toBeNull();
  });

  it('asks for the open rest of a partly paid invoice plus the fee', () => {
    expect(reminderDue(open({ openAmount: 12_35, lastReminder: { level: 1, date: '2026-04-10' } }), RULES, '2026-04-20')).toEqual({ level: 2, dueFrom: '2026-04-20', fee: 20_00, amount: 32_35 });
  });

  it('takes configured fees and waiting days per level', () => {
    const rules = { dueDays: 20, feesRp: [5_00, 15_00, 45_00], waitDays: [0, 14, 7] } as const;
    expect(nextReminder(open(), rules)).toMatchObject({ level: 1, dueFrom: '2026-03-31', fee: 5_00 });
    expect(nextReminder(open({ lastReminder: { level: 1, date: '2026-04-01' } }), rules)).toMatchObject({ level: 2, dueFrom: '2026-04-15', fee: 15_00 });
    expect(nextReminder(open({ lastReminder: { level: 2, date: '2026-04-15' } }), rules)).toMatchObject({ level: 3, dueFrom: '2026-04-22', fee: 45_00 });
  });

  it('sends at most one level a day, even with 0 waiting days', () => {
    const rules = { dueDays: 0, feesRp: [0, 0, 0], waitDays: [0, 0, 0] } as const;
    expect(reminderDue(open({ dueDate: '2026-04-01' }), rules, '2026-04-01')?.level).toBe(1);
    expect(reminderDue(open({ lastReminder: { level: 1, date: '2026-04-01' } }), rules, '2026-04-01')).toBeNull();
    expect(reminderDue(open({ lastReminder: { level: 1, date: '2026-04-01' } }), rules, '2026-04-02')?.level).toBe(2);
  });
});

describe('reminder level as a word', () => {
  it('is the title of the letter, a dash for none', () => {
    expect([0, 1, 2, 3].map(reminderLevelText)).toEqual(['–', 'Zahlungserinnerung', '1. Mahnung', '2. Mahnung']);
  });
});
