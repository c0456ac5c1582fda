// The switches of the "Benachrichtigungen" screen: grouped (customer mails, staff push), each
// with one line of what it does.
import type { NotificationSettings } from '@tragkraft/sync-protocol';
import type { MailKey } from './notification-settings-api';

type SwitchKey = Exclude<keyof NotificationSettings, 'reminderHour'>;

export interface SwitchText {
  key: SwitchKey;
  label: string;
  description: string;
  /** Mails have a preview. */
  preview?: MailKey;
}

export const SWITCH_GROUPS: { title: string; switches: SwitchText[] }[] = [
  {
    title: 'E-Mails an Kunden',
    switches: [
      { key: 'orderConfirmation', label: 'Auftragsbestätigung', description: 'Gleich nach der Bestellung, mit den Terminen und der Auftragsbestätigung als PDF.', preview: 'orderConfirmation' },
      { key: 'changeConfirmation', label: 'Terminänderung', description: 'Nach jeder Änderung von Datum oder Zeit durch den Kunden oder einen Admin: alt → neu.', preview: 'changeConfirmation' },
      { key: 'dayBeforeReminder', label: 'Erinnerung am Vortag', description: 'Am Arbeitstag vor jeder Etappe zur eingestellten Stunde: Zeit, Adresse, freier Zugang und Lift.', preview: 'dayBeforeReminder' },
      { key: 'reportAvailable', label: 'Arbeitsrapport', description: 'Ein E-Mail pro Einsatz mit dem Arbeitsrapport als PDF und dem Link dazu: sobald der Kunde vor Ort unterschrieben hat, sonst wenn das Büro den Einsatz abschliesst.', preview: 'reportAvailable' },
    ],
  },
  {
    title: 'Push-Mitteilungen an Mitarbeiter',
    switches: [
      { key: 'pushAssignment', label: 'Einteilung', description: 'Wenn ein Admin jemanden auf eine Etappe einteilt oder davon entfernt.' },
      { key: 'pushStageChanged', label: 'Etappe geändert', description: 'Wenn eine Etappe, auf der jemand eingeteilt ist, verschoben oder storniert wird.' },
      { key: 'pushConfirmReminder', label: 'Bestätigung ausstehend', description: 'Einmal, wenn eine nicht bestätigte Etappe in weniger als 24 Stunden beginnt.' },
    ],
  },
];

/** '16:00' for 16: the options of the reminder hour. */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));
