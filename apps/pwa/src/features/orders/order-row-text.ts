// How a client order row reads in the table: pure text, so it is tested without a browser.
import { formatDate, formatHours, formatTableDate, formatTime, SITE_SERVICE_TYPE_ID, weekdayAbbreviation, zurichWallClock } from '@tragkraft/domain';
import type { ClientOrderRow } from '@tragkraft/sync-protocol';


/** 'Mo 12.05.26' (weekday and table date), '–' for a stage without a date. */
export function deliveryDate(date: string | null): string {
  return date ? `${weekdayAbbreviation(date)} ${formatTableDate(date)}` : '–';
}

/** The place of an address ('8005 Zürich'): its last line, or its last part of a one-line address. */
export function placeOf(address: string): string {
  const lines = address.split(/\r?\n|,/).map((line) => line.trim()).filter(Boolean);
  return lines[lines.length - 1] ?? '';
}

/** The count of a stage: its amount; a site-service stage as people x hours. */
export function countText(row: Pick<ClientOrderRow, 'typeId' | 'stageAmount' | 'stageHours'>): string {
  if (row.typeId === SITE_SERVICE_TYPE_ID && row.stageHours !== null) {
    const hours = formatHours(row.stageHours);
    return row.stageAmount === null ? hours : `${row.stageAmount} × ${hours}`;
  }
  return row.stageAmount === null ? '–' : String(row.stageAmount);
}

export function stageText(stageNumber: number, stagesCount: number): string {
  return `${stageNumber}/${stagesCount}`;
}

export function timeText(time: string | null): string {
  return formatTime(time);
}

/** An instant (ISO timestamp) as Zurich 'dd.mm.yyyy HH:mm'. */
export function formatInstant(iso: string): string {
  const { date, time } = zurichWallClock(new Date(iso));
  return `${formatDate(date)} ${time}`;
}
