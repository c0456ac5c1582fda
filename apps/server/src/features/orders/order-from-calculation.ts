// What an order takes from its calculation. Price-relevant fields (express, kilometres, lift,
// stage count, and for facade lift and site service the days themselves) come from the
// calculation, so an order can never get more than was priced; the body's copies of them are
// only used where the calculation has none (labs has no express or stage count).
import { FACADE_LIFT_TYPE_ID, SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import type { CalculationInputs, StageInput } from '@tragkraft/domain';
import type { OrderStageInput, PlaceOrderBody } from '@tragkraft/sync-protocol';

interface NewStage extends StageInput {
  amount: number | null;
  hours: number | null;
  orderNumber: string;
  remarks: string;
}

export interface OrderTerms {
  express: boolean;
  driveKilometers: number | null;
  stagesCount: number;
  lift: boolean;
  facadeLift: boolean;
  orderNumber: string;
  stages: NewStage[];
}

type AnyParams = Partial<CalculationInputs['kitchen']> &
  Partial<Omit<CalculationInputs['service'], 'dates'>> & { dates?: { date: string | null; time: string | null; hours: number | null; amount?: number | null; remarks?: string | null }[] };

const text = (value: string | null | undefined) => (value ?? '').trim();

function fromBody(stage: OrderStageInput | undefined): NewStage {
  return {
    date: stage?.date || null,
    time: stage?.time || null,
    amount: stage?.amount ?? null,
    hours: stage?.hours ?? null,
    orderNumber: text(stage?.orderNumber),
    remarks: text(stage?.remarks),
  };
}

/** One stage per calculated day; the body may add an order number and remarks per day. */
function fromDays(params: AnyParams, body: PlaceOrderBody): NewStage[] {
  return (params.dates ?? []).map((day, i) => {
    const given = body.stages?.[i];
    return {
      date: day.date || null,
      time: day.time || null,
      amount: day.amount ?? null,
      hours: day.hours ?? null,
      orderNumber: text(given?.orderNumber),
      remarks: text(given?.remarks) || text(day.remarks),
    };
  });
}

export function orderTerms(typeId: number, rawParams: unknown, body: PlaceOrderBody): OrderTerms {
  const params = (rawParams ?? {}) as AnyParams;
  const byDays = typeId === FACADE_LIFT_TYPE_ID || typeId === SITE_SERVICE_TYPE_ID;
  let stages: NewStage[];
  if (byDays) {
    stages = fromDays(params, body);
  } else {
    const given = body.stages ?? [];
    const count = params.stagesCount ?? body.stagesCount ?? Math.max(1, given.length);
    stages = Array.from({ length: Math.max(count, given.length) }, (_, i) => fromBody(given[i]));
  }
  return {
    express: params.express ?? body.express ?? false,
    driveKilometers: params.driveKilometers !== undefined ? params.driveKilometers : (body.driveKilometers ?? null),
    stagesCount: stages.length,
    lift: params.lift !== undefined ? params.lift === 'lift' : (body.lift ?? false),
    facadeLift: params.lift !== undefined ? params.lift === 'facadeLift' : (body.facadeLift ?? false),
    orderNumber: text(body.orderNumber) || text(typeId === SITE_SERVICE_TYPE_ID ? params.orderNumber : null),
    stages,
  };
}

/** More stages than the calculation priced (its stage count). */
export function tooManyStages(typeId: number, rawParams: unknown, body: PlaceOrderBody): boolean {
  const params = (rawParams ?? {}) as AnyParams;
  if (typeId === FACADE_LIFT_TYPE_ID || typeId === SITE_SERVICE_TYPE_ID) return false;
  return params.stagesCount !== undefined && (body.stages?.length ?? 0) > params.stagesCount;
}
