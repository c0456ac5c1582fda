import { useEffect, useState } from 'react';
import type { ClientDetails } from '@tragkraft/sync-protocol';
import { loadBookedDates, loadClientDetails } from './orders-api';

export interface ContactSuggestions {
  filler: ClientDetails['fillerList'];
  driver: ClientDetails['driverList'];
}

export interface OrderLookups {
  bookedDates: string[];
  bookedError: string | null;
  suggestions: ContactSuggestions;
  detailsError: string | null;
  reloadBooked: () => void;
}

/**
 * What the order modal looks up besides the order: the fully booked days of the order's
 * service (the date pickers disable them) and earlier contacts for name suggestions.
 */
export function useOrderLookups(typeId: number | null, clientId: number | null): OrderLookups {
  const [bookedDates, setBookedDates] = useState<string[]>([]);
  const [bookedError, setBookedError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [suggestions, setSuggestions] = useState<ContactSuggestions>({ filler: [], driver: [] });
  const [detailsError, setDetailsError] = useState<string | null>(null);

  useEffect(() => {
    if (typeId === null) return;
    let live = true;
    loadBookedDates(typeId)
      .then((days) => live && (setBookedDates(days), setBookedError(null)))
      .catch(() => live && setBookedError('Die Buchungs-Daten konnten nicht geladen werden. Bitte laden Sie die Seite neu.'));
    return () => {
      live = false;
    };
  }, [typeId, round]);

  useEffect(() => {
    if (clientId === null) return;
    let live = true;
    loadClientDetails(clientId)
      .then((details) => live && setSuggestions({ filler: details.fillerList, driver: details.driverList }))
      .catch(() => live && setDetailsError('Ihre Informationen konnten nicht geladen werden. Bitte laden Sie die Seite neu.'));
    return () => {
      live = false;
    };
  }, [clientId]);

  return { bookedDates, bookedError, suggestions, detailsError, reloadBooked: () => setRound((n) => n + 1) };
}
