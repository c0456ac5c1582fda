// The lines an invoice starts with, proposed from the stage (or service order) data; the
// admin may then edit them and add up to 3 custom lines. Proposed lines are editable; all but
// the main line (distribution or service) may be removed.
import { isValidIsoDate } from '../dates/calendar';
import type { TimeOfDay } from '../dates/zurich';
import { countOf, formatDate } from '../format';
import { roundRappen, type Rappen } from '../money';
import { APPLIANCE_MAKER_REGION_LABEL } from '../pricing/tariff';
import type { ElectroluxRegion } from '../pricing/types';
import { serviceByTypeId, SITE_SERVICE_TYPE_ID } from '../services';
import { driveUnits } from './drive';
import { pricedLine, type InvoiceLine } from './lines';
import { waitingCharge } from './waiting';

const MAIN = { editable: true, removeable: false };

export type StageInvoiceData = {
  typeId: number;
  /** Units delivered in this stage (trucks for labs, hours x days for the lift as priced). */
  stageAmount: number;
  plannedTime: TimeOfDay | null;
  truckArrivalTime: TimeOfDay | null;
  usersWithHoursCount: number;
  /** Client's waiting amount per man and hour; null = default 100 CHF. */
  clientWaitingTimeAmount: Rappen | null;
  calculationPrice: { count: number; pricePer: Rappen; disposal: Rappen; disposeDevicesPricePer: Rappen };
  /** Devices disposed on site beyond the offer, as the operation reports them. */
  extraDisposeDevicesCount: number;
  calculationParams: { driveKilometers: number | null; applianceMakerRegion: ElectroluxRegion | null };
};

export type ServiceInvoiceData = {
  stages: { date: string; workHours: number | null }[];
  /** Price per person-hour from the calculation (express included). */
  pricePerHour: Rappen;
  calculationParams: { driveKilometers: number | null };
};

function driveLine(typeId: number, km: number | null, region: ElectroluxRegion | null, days = 1): InvoiceLine | null {
  const { amount, price } = driveUnits({ typeId, driveKilometers: km, applianceMakerRegion: region, stages: days });
  if (region) return pricedLine('drive', `Anfahrtspauschale ${APPLIANCE_MAKER_REGION_LABEL[region]}`, amount, price);
  if (!km || km <= 0) return null;
  const daysText = days > 1 ? `, ${days} Tage` : '';
  return pricedLine('drive', `Anfahrt ${km} km hin und zurück${daysText}`, amount, price);
}

/** Lines of a stage invoice: distribution, disposal share, extra devices, drive, waiting. */
export function proposeStageInvoiceLines(data: StageInvoiceData): InvoiceLine[] {
  const price = data.calculationPrice;
  const name = serviceByTypeId(data.typeId)?.name ?? 'Dienstleistung';
  const lines: InvoiceLine[] = [pricedLine('distribution', name, data.stageAmount, price.pricePer, MAIN)];
  if (price.disposal > 0 && price.count > 0) {
    // The offer's disposal fee is spread over the stages by their share of the units.
    const share = roundRappen((price.disposal * data.stageAmount) / price.count);
    lines.push(pricedLine('dispose', 'Entsorgungspauschale', 1, share));
  }
  if (data.extraDisposeDevicesCount > 0) {
    lines.push(pricedLine('disposeDevices', 'Entsorgung zusätzlicher Geräte', data.extraDisposeDevicesCount, price.disposeDevicesPricePer));
  }
  const params = data.calculationParams;
  const drive = driveLine(data.typeId, params.driveKilometers, params.applianceMakerRegion);
  if (drive) lines.push(drive);
  const waiting = waitingCharge({
    plannedTime: data.plannedTime,
    truckArrivalTime: data.truckArrivalTime,
    people: data.usersWithHoursCount,
    amountPerManHour: data.clientWaitingTimeAmount,
  });
  if (waiting.total > 0) {
    const text = `Wartezeit (${waiting.minutesLate} Min. Verspätung, ${countOf(data.usersWithHoursCount, 'Person', 'Personen')}, 30 Min. gratis)`;
    lines.push(pricedLine('waiting', text, waiting.manHours, waiting.amountPerManHour));
  }
  return lines;
}

/** Lines of a site-service invoice: worked hours per day, then the drive of all days. */
export function proposeServiceInvoiceLines(data: ServiceInvoiceData): InvoiceLine[] {
  const name = serviceByTypeId(SITE_SERVICE_TYPE_ID)?.name ?? 'Baustellen-Service';
  const lines = data.stages.map((stage) => {
    const day = isValidIsoDate(stage.date) ? ` ${formatDate(stage.date)}` : '';
    return pricedLine('service', `${name}${day}`, stage.workHours ?? 0, data.pricePerHour, MAIN);
  });
  const drive = driveLine(SITE_SERVICE_TYPE_ID, data.calculationParams.driveKilometers, null, data.stages.length);
  return drive ? [...lines, drive] : lines;
}
