// Checks of a calculation input before it is priced (customer spec section 5). Errors block
// the calculation; notes are shown but do not block.
import { serviceByKey, type ServiceKey } from '../services';
import { serviceEnabledFor, type ClientPricing } from '../pricing/client';
import { rowCount } from '../pricing/floor-based';
import type { CalculationInputs, FloorAmount, FloorBasedCommon } from '../pricing/types';
import { validateDays } from './days';
import { message, type Message } from './messages';

export type CalculationCheck = { errors: Message[]; notes: Message[] };

/** Floor row as the checks see it: every floor-based service has these fields. */
type CheckedRow = { name?: string; meters?: number | null; wardrobe?: boolean; disposalChecked: boolean; floors: FloorAmount[] };

/** Amount fields as the form holds them: blank is null, otherwise a whole number (12.7 -> 12). */
export function normaliseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? Math.trunc(number) : null;
}

function checkKilometres(km: number | null | undefined): Message[] {
  if (km === null || km === undefined || Number.isNaN(km)) return [message('kilometersMissing')];
  return km < 0 ? [message('kilometersNegative')] : [];
}

function checkFloorRows(rows: readonly CheckedRow[], common: FloorBasedCommon, withMetres: boolean): CalculationCheck {
  const errors: Message[] = [];
  const amounts = rows.flatMap((row) => row.floors.map((f) => f.amount));
  if (amounts.some((a) => a !== null && (!Number.isInteger(a) || a < 0))) errors.push(message('amountNotWhole'));
  if (!amounts.some((a) => a !== null && a > 0)) errors.push(message('noAmount'));
  if (withMetres) {
    rows.forEach((row, i) => {
      if (rowCount(row.floors) > 0 && !(row.meters !== null && row.meters !== undefined && row.meters > 0)) {
        const found = message('metresMissing', i + 1);
        errors.push({ ...found, text: `${row.name ?? `Zeile ${i + 1}`}: ${found.text}` });
      }
    });
  }
  if (!Number.isInteger(common.stagesCount) || common.stagesCount < 1) errors.push(message('stagesCountInvalid'));
  const notes = rows.some((row) => row.disposalChecked) ? [] : [message('noDisposal')];
  return { errors, notes };
}

function checkService<K extends ServiceKey>(key: K, input: CalculationInputs[K], client: ClientPricing, now: Date): CalculationCheck {
  const raw = input as CalculationInputs[ServiceKey];
  switch (key) {
    case 'kitchen': {
      const kitchen = raw as CalculationInputs['kitchen'];
      const found = checkFloorRows(kitchen.meters, kitchen, true);
      if (client.special !== 'veriset' && kitchen.meters.some((row) => row.wardrobe === true)) {
        found.errors.push(message('wardrobeNotAllowed'));
      }
      return { errors: [...found.errors, ...checkKilometres(kitchen.driveKilometers)], notes: found.notes };
    }
    case 'cupboards':
    case 'kitchenCover': {
      const rows = raw as CalculationInputs['cupboards'] | CalculationInputs['kitchenCover'];
      const found = checkFloorRows(rows.meters, rows, true);
      return { errors: [...found.errors, ...checkKilometres(rows.driveKilometers)], notes: found.notes };
    }
    case 'doors': {
      const doors = raw as CalculationInputs['doors'];
      const found = checkFloorRows(doors.types, doors, false);
      return { errors: [...found.errors, ...checkKilometres(doors.driveKilometers)], notes: found.notes };
    }
    case 'washing': {
      const washing = raw as CalculationInputs['washing'];
      const found = checkFloorRows(washing.types, washing, false);
      if (washing.isElectrolux) {
        if (!client.applianceMakerPricing) found.errors.push(message('applianceMakerNotAllowed'));
        if (washing.electroluxRegion === null) found.errors.push(message('regionMissing'));
        return found;
      }
      return { errors: [...found.errors, ...checkKilometres(washing.driveKilometers)], notes: found.notes };
    }
    case 'labs': {
      const labs = raw as CalculationInputs['labs'];
      const trucks = labs.truckCount;
      const errors = trucks === null || !Number.isInteger(trucks) || trucks < 1 ? [message('noTruck')] : [];
      const notes = labs.environment ? [] : [message('noEnvironmentFee')];
      return { errors: [...errors, ...checkKilometres(labs.driveKilometers)], notes };
    }
    case 'facadeLift':
    case 'service': {
      const timed = raw as CalculationInputs['facadeLift'] | CalculationInputs['service'];
      const days = validateDays(key, timed.dates, { express: timed.express, now });
      return { errors: [...checkKilometres(timed.driveKilometers), ...days], notes: [] };
    }
    default:
      return { errors: [], notes: [] };
  }
}

/** Every error and note of a calculation input; `now` is the moment of the check. */
export function validateCalculation<K extends ServiceKey>(
  key: K,
  input: CalculationInputs[K],
  client: ClientPricing,
  now: Date,
): CalculationCheck {
  const typeId = serviceByKey(key)?.typeId ?? 0;
  const found = checkService(key, input, client, now);
  if (!serviceEnabledFor(client, typeId)) found.errors.unshift(message('serviceDisabled'));
  return found;
}
