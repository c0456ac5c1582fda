import { describe, expect, it } from 'vitest';
import { about, dayBookedText, hoursRangeMessage, message, MESSAGE_TEXTS, uniqueMessages } from './messages';

describe('message catalogue', () => {
  it('every text uses Swiss spelling: no ß, the spec text about amounts included', () => {
    const withEszett = Object.entries(MESSAGE_TEXTS).filter(([, text]) => text.includes('ß'));
    expect(withEszett.map(([code]) => code)).toEqual([]);
  });
  it('spec texts are kept exactly', () => {
    expect(MESSAGE_TEXTS.descriptionEmpty).toBe('Die Beschreibung darf nicht leer sein.');
    expect(MESSAGE_TEXTS.totalInvalid).toBe('Das Total darf nicht leer sein und muss eine Zahl sein.');
    expect(MESSAGE_TEXTS.amountNegative).toBe('Die Anzahl muss grösser als oder gleich 0 sein.');
    expect(MESSAGE_TEXTS.priceInvalid).toBe('Der Preis muss vorhanden sein und eine Zahl sein.');
    expect(MESSAGE_TEXTS.offerNumberEmpty).toBe('Bitte geben Sie eine Offerten-Nr. ein.');
    expect(MESSAGE_TEXTS.offerNumberNotNumeric).toBe('Die Offerten-Nr. ist eine Zahl.');
  });
  it('about() prefixes the item only when there is an index', () => {
    expect(about('Tag', message('dateMissing', 3)).text).toBe('Tag 3: Bitte geben Sie ein Datum ein.');
    expect(about('Etappe', message('dateMissing')).text).toBe('Bitte geben Sie ein Datum ein.');
  });
  it('the hours range names its limits', () => {
    expect(hoursRangeMessage(2, 16)).toEqual({ code: 'hoursRange', text: 'Die Stunden müssen zwischen 2 und 16 liegen.' });
  });
  it('booked days, as the order error of the spec', () => {
    expect(dayBookedText(['20.05.2024', '21.05.2024'])).toBe('An folgenden Tagen sind wir bereits ausgebucht: 20.05.2024, 21.05.2024');
  });
  it('uniqueMessages keeps the first of repeated texts', () => {
    const a = message('dateMissing', 1);
    expect(uniqueMessages([a, message('noDays'), { ...a }])).toEqual([a, message('noDays')]);
  });
});
