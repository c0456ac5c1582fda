// The taps of the "Zeit" screen (issue 32): Arbeitsbeginn, Pause, Weiter, Fahrt, Feierabend.

export const TIME_ENTRY_KINDS = ['start', 'pause', 'resume', 'travel', 'end'] as const;
export type TimeEntryKind = (typeof TIME_ENTRY_KINDS)[number];

export const TIME_ENTRY_LABELS: Record<TimeEntryKind, string> = {
  start: 'Arbeitsbeginn',
  pause: 'Pause',
  resume: 'Weiter',
  travel: 'Fahrt',
  end: 'Feierabend',
};
