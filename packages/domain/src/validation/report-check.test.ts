import { describe, expect, it } from 'vitest';
import { reportFindings, type ReportCheckInput } from './report-check';

const complete: ReportCheckInput = {
  typeId: 1,
  truckArrivalTime: '07:35',
  damages: false,
  imageCount: 1,
  team: [
    { firstName: 'Marco', role: 'operator', hours: 8, rating: null },
    { firstName: 'Nina', role: 'employee', hours: 8, rating: 4 },
  ],
};

describe('report check (spec section 5)', () => {
  it('asks nothing while nobody has hours', () => {
    expect(reportFindings({ ...complete, truckArrivalTime: null, damages: null, imageCount: 0, team: [{ firstName: 'Nina', role: 'employee', hours: 0, rating: null }] })).toEqual([]);
    expect(reportFindings({ ...complete, truckArrivalTime: null, damages: null, imageCount: 0, team: [] })).toEqual([]);
  });

  it('accepts a complete report', () => {
    expect(reportFindings(complete)).toEqual([]);
  });

  it('lists every missing part in the server’s words, in this order', () => {
    const findings = reportFindings({ ...complete, truckArrivalTime: null, damages: null, imageCount: 0, team: [...complete.team, { firstName: 'Jonas', role: 'employee', hours: 2, rating: null }].map((m) => ({ ...m, rating: null })) });
    expect(findings).toEqual([
      'Die Ankunftszeit des Lastwagens fehlt.',
      'Bitte geben Sie an, ob es Schäden gab (ja oder nein).',
      'Es fehlt mindestens ein Bild.',
      'Es fehlt die Bewertung für: Nina, Jonas.',
    ]);
  });

  it('counts an empty truck arrival as missing and damages false as answered', () => {
    expect(reportFindings({ ...complete, truckArrivalTime: '' })).toEqual(['Die Ankunftszeit des Lastwagens fehlt.']);
    expect(reportFindings({ ...complete, damages: true })).toEqual([]);
  });

  it('does not ask site service (type 8) for truck arrival and damages', () => {
    expect(reportFindings({ ...complete, typeId: 8, truckArrivalTime: null, damages: null })).toEqual([]);
    expect(reportFindings({ ...complete, typeId: 8, imageCount: 0 })).toEqual(['Es fehlt mindestens ein Bild.']);
  });

  it('does not ask a rating of operators or of people without hours', () => {
    expect(reportFindings({ ...complete, team: [...complete.team, { firstName: 'Jonas', role: 'employee', hours: null, rating: null }] })).toEqual([]);
    expect(reportFindings({ ...complete, team: [{ firstName: 'Marco', role: 'operator', hours: 8, rating: null }] })).toEqual([]);
  });
});
