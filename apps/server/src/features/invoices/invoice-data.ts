// The spec's invoice data of a stage and of a site-service order: the stored invoice and its
// lines, or (while none exists) the lines domain proposes from the stage and its calculation.
// How a calculation's price becomes the per-unit price of a stage (decision 008):
// - floor-based services (1-5): count, pricePer, disposal, disposeDevicesPricePer as priced;
//   the stage bills its amount of units and its share of the disposal;
// - facade lift (6): one line per stage day: its hours at the priced hour rate plus the setup
//   of one day;
// - labs (7): truck and environment fee per truck, the stage's trucks (its amount).
import {
  ELECTROLUX_REGIONS,
  FACADE_LIFT_TYPE_ID,
  invoiceTotals,
  LABS_TYPE_ID,
  proposeServiceInvoiceLines,
  proposeStageInvoiceLines,
  roundRappen,
  servicePricePerHour,
  WASHING_TYPE_ID,
  type ElectroluxRegion,
  type InvoiceLine,
  type StageInvoiceData,
} from '@tragkraft/domain';
import type { ServiceInvoiceDataAnswer, StageInvoiceDataAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { balanceOf } from './invoice-balance';
import { invoiceNumberOf, invoiceOf, linesOf, loadTarget, peopleWithHours, type InvoiceRow, type TargetContext } from './invoice-target';

type Reader = Pick<Db, 'select'>;
type Stage = TargetContext['stages'][number];

const REGIONS: readonly string[] = ELECTROLUX_REGIONS;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function unitPricing(ctx: TargetContext, stage: Stage): { stageAmount: number; price: StageInvoiceData['calculationPrice'] } {
  const p = ctx.price;
  if (ctx.order.typeId === FACADE_LIFT_TYPE_ID) {
    const days = Math.max(1, num(p.days) || ctx.order.stagesCount);
    const hoursCount = num(p.hoursCount);
    const perHour = hoursCount > 0 ? num(p.hours) / hoursCount : 0;
    const stageHours = stage.hours ?? hoursCount / days;
    const pricePer = roundRappen(perHour * stageHours + num(p.setup) / days);
    return { stageAmount: 1, price: { count: 1, pricePer, disposal: 0, disposeDevicesPricePer: 0 } };
  }
  if (ctx.order.typeId === LABS_TYPE_ID) {
    const trucks = num(p.truckCount);
    const pricePer = trucks > 0 ? roundRappen((num(p.truck) + num(p.environment)) / trucks) : 0;
    return { stageAmount: stage.amount ?? trucks, price: { count: trucks, pricePer, disposal: 0, disposeDevicesPricePer: 0 } };
  }
  return {
    stageAmount: stage.amount ?? 0,
    price: { count: num(p.count), pricePer: num(p.pricePer), disposal: num(p.disposal), disposeDevicesPricePer: num(p.disposeDevicesPricePer) },
  };
}

/** The flat regional ride of appliance-maker washing: both the input flag and the client setting. */
function applianceMakerRegion(ctx: TargetContext): ElectroluxRegion | null {
  const region = ctx.params.electroluxRegion;
  const applies = ctx.order.typeId === WASHING_TYPE_ID && ctx.params.isElectrolux === true && ctx.client.applianceMakerPricing;
  return applies && typeof region === 'string' && REGIONS.includes(region) ? (region as ElectroluxRegion) : null;
}

const driveKilometers = (ctx: TargetContext): number | null =>
  ctx.order.driveKilometers ?? (typeof ctx.params.driveKilometers === 'number' ? ctx.params.driveKilometers : null);

async function stageInvoiceInput(db: Reader, ctx: TargetContext): Promise<StageInvoiceData> {
  const stage = ctx.stages[0]!;
  const { stageAmount, price } = unitPricing(ctx, stage);
  const people = await peopleWithHours(db, [stage.id]);
  return {
    typeId: ctx.order.typeId,
    stageAmount,
    plannedTime: stage.time,
    truckArrivalTime: stage.truckArrivalTime,
    usersWithHoursCount: people.get(stage.id)?.count ?? 0,
    clientWaitingTimeAmount: ctx.client.waitingTimeAmountRp,
    calculationPrice: price,
    extraDisposeDevicesCount: stage.disposeDevicesCount,
    calculationParams: { driveKilometers: driveKilometers(ctx), applianceMakerRegion: applianceMakerRegion(ctx) },
  };
}

/** Worked hours of a service day: the report's total, else the sum of the people's hours. */
async function serviceDays(db: Reader, ctx: TargetContext) {
  const hours = await peopleWithHours(db, ctx.stages.map((stage) => stage.id));
  return ctx.stages.map((stage) => ({ stage, workHours: stage.workHours ?? hours.get(stage.id)?.hours ?? null }));
}

const pricePerHour = (ctx: TargetContext) => num(ctx.price.pricePerHour) || servicePricePerHour(ctx.order.express);

/** The lines domain proposes for the target. */
export async function proposedLines(db: Reader, ctx: TargetContext): Promise<InvoiceLine[]> {
  if (ctx.target.kind === 'stage') return proposeStageInvoiceLines(await stageInvoiceInput(db, ctx));
  return proposeServiceInvoiceLines({
    stages: (await serviceDays(db, ctx)).map(({ stage, workHours }) => ({ date: stage.date ?? '', workHours })),
    pricePerHour: pricePerHour(ctx),
    calculationParams: { driveKilometers: driveKilometers(ctx) },
  });
}

/** Received, open and credit from the payments (decision 019), credited and written off (decision 027); an invoice not yet created has none. */
async function paymentFields(db: Reader, invoice: InvoiceRow | undefined, total: number) {
  if (!invoice) return { received: 0, openAmount: total, credit: 0, credited: 0, writtenOff: 0 };
  const balance = await balanceOf(db, invoice);
  return { received: balance.paidAmount, openAmount: balance.openAmount, credit: balance.credit, credited: balance.credited, writtenOff: balance.writtenOff };
}

async function stateFields(db: Reader, ctx: TargetContext, invoice: InvoiceRow | undefined) {
  const lines = invoice ? await linesOf(db, invoice.id) : await proposedLines(db, ctx);
  const { subtotal, vat, rounding, total } = invoiceTotals(lines);
  return {
    invoiceId: invoice?.id ?? null,
    invoiceNumber: invoice ? invoiceNumberOf(invoice) : null,
    invoiceTime: invoice?.invoiceTime ?? null,
    invoiceSentTime: invoice?.invoiceSentTime ?? null,
    invoicePaidTime: invoice?.invoicePaidTime ?? null,
    sentTo: invoice?.sentTo ?? null,
    sentMessage: invoice?.sentMessage ?? null,
    invoiceLines: lines,
    proposed: !invoice,
    totals: { subtotal, vat, rounding, total },
    ...(await paymentFields(db, invoice, total)),
    clientName: ctx.client.company,
    clientId: ctx.client.id,
    clientInvoiceEmail: ctx.client.invoiceEmail,
  };
}

export async function stageInvoiceData(db: Reader, stageId: number): Promise<StageInvoiceDataAnswer> {
  const ctx = await loadTarget(db, { kind: 'stage', stageId });
  const stage = ctx.stages[0]!;
  const input = await stageInvoiceInput(db, ctx);
  const p = ctx.price;
  const region = applianceMakerRegion(ctx);
  return {
    ...(await stateFields(db, ctx, await invoiceOf(db, ctx.target))),
    stageId: stage.id,
    orderId: ctx.order.id,
    typeId: ctx.order.typeId,
    stageNumber: stage.stageNumber,
    amount: stage.amount,
    date: stage.date,
    time: stage.time,
    truckArrivalTime: stage.truckArrivalTime,
    completedTime: stage.completedTime,
    disposeDevicesCount: stage.disposeDevicesCount,
    calculationPrice: {
      pricePer: input.calculationPrice.pricePer,
      disposeDevicesCount: num(p.disposeDevicesCount),
      disposeDevicesPricePer: input.calculationPrice.disposeDevicesPricePer,
      disposal: input.calculationPrice.disposal,
      disposalCount: input.calculationPrice.disposal > 0 ? input.stageAmount : 0,
      count: input.calculationPrice.count,
      rideCost: num(p.rideCost),
    },
    calculationParams: { express: ctx.order.express, driveKilometers: driveKilometers(ctx), isElectrolux: region !== null, electroluxRegion: region },
    usersWithHoursCount: input.usersWithHoursCount,
    clientWaitingTimeAmount: ctx.client.waitingTimeAmountRp,
    internal: stage.internal,
  };
}

export async function serviceInvoiceData(db: Reader, orderId: number): Promise<ServiceInvoiceDataAnswer> {
  const ctx = await loadTarget(db, { kind: 'service', orderId });
  return {
    ...(await stateFields(db, ctx, await invoiceOf(db, ctx.target))),
    orderId,
    stages: (await serviceDays(db, ctx)).map(({ stage, workHours }) => ({
      stageId: stage.id,
      date: stage.date,
      workHours,
      internal: stage.internal,
      completedTime: stage.completedTime,
    })),
    calculationPrice: { pricePerHour: pricePerHour(ctx) },
    calculationParams: { express: ctx.order.express, driveKilometers: driveKilometers(ctx) },
  };
}
