import { useEffect, useState } from 'react';
import { notifyError } from '../../ui/notify';
import { loadBookedDates } from './admin-orders-api';

/** The fully booked days of a service family ('YYYY-MM-DD'); empty (with a red note) on failure. */
export function useBookedDates(typeId: number | null): Set<string> {
  const [booked, setBooked] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (typeId === null) return;
    let live = true;
    loadBookedDates(typeId)
      .then((days) => live && setBooked(new Set(days)))
      .catch(() => live && notifyError('Fehler: Konnte die Ausgebucht-Daten nicht laden'));
    return () => {
      live = false;
    };
  }, [typeId]);
  return booked;
}
