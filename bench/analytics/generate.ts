// Three years of realistic data for the analytics benchmark, written in one transaction with
// prepared statements (the factories insert row by row through drizzle: fine for tests, too
// slow for a hundred thousand stages). Deterministic: the same seed gives the same data.
import type { SqliteDatabase } from './sqlite';
import { addDays, weekdayIndex, zurichToday } from '../../packages/domain/src/index';

export interface GenerateOptions {
  now: Date;
  minStages: number;
  clients: number;
  /** Staff members: admins, operators and employees together. */
  staff: number;
  seed?: number;
}

export interface Generated {
  stages: number;
  completedStages: number;
  orders: number;
  assignments: number;
  invoices: number;
  clients: number;
  staff: number;
  firstDate: string;
  lastDate: string;
}

/** mulberry32: small, fast, deterministic. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

// Share of orders per service type (1 kitchen ... 8 site service).
const TYPE_WEIGHTS: [number, number][] = [[1, 30], [2, 25], [3, 10], [4, 10], [5, 8], [6, 5], [7, 4], [8, 8]];
const FIRST_NAMES = ['Luca', 'Nina', 'Jonas', 'Reto', 'Marco', 'Sara', 'Elias', 'Lea', 'Noah', 'Mia', 'Leon', 'Laura', 'Jan', 'Anna', 'David', 'Julia', 'Simon', 'Lara', 'Fabian', 'Selina'];
const LAST_NAMES = ['Keller', 'Brunner', 'Frei', 'Baumann', 'Rossi', 'Meier', 'Müller', 'Schmid', 'Weber', 'Huber', 'Fischer', 'Gerber', 'Moser', 'Steiner', 'Widmer'];
const STREETS = ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Seestrasse', 'Kirchweg', 'Industriestrasse', 'Badenerstrasse'];
const PLACES = ['8004 Zürich', '3011 Bern', '4051 Basel', '6003 Luzern', '9000 St. Gallen', '8400 Winterthur', '5400 Baden'];
/** Average stages per generated order (60 % single-stage orders, site service 1-5 days). */
const STAGES_PER_ORDER = 1.75;
const TIMES = ['07:00', '07:30', '08:00', '08:00', '08:30', '09:00', '10:00', '13:00'];

export function generateAnalyticsData(sqlite: SqliteDatabase, options: GenerateOptions): Generated {
  const rnd = random(options.seed ?? 20_240_901);
  const today = zurichToday(options.now);
  const firstDate = addDays(today, -3 * 365);
  const lastDate = addDays(today, 60);
  const workingDays: string[] = [];
  for (let d = firstDate; d <= lastDate; d = addDays(d, 1)) {
    const weekday = weekdayIndex(d); // 0 = Sunday
    if ((weekday >= 1 && weekday <= 5) || (weekday === 6 && rnd.chance(0.3))) workingDays.push(d);
  }
  const typeBag = TYPE_WEIGHTS.flatMap(([typeId, weight]) => Array<number>(weight).fill(typeId));

  const insert = {
    client: sqlite.prepare('INSERT INTO clients (company, address, invoice_email) VALUES (?, ?, ?)'),
    setting: sqlite.prepare('INSERT INTO client_service_settings (client_id, type_id, service_enabled, discount_percent) VALUES (?, ?, 1, ?)'),
    user: sqlite.prepare(`INSERT INTO users (client_id, email, role, first_name, last_name, phone, inactive) VALUES (?, ?, ?, ?, ?, '079 555 00 00', ?)`),
    calculation: sqlite.prepare('INSERT INTO calculations (client_id, user_id, type_id, params, price, total_rp, order_address) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    order: sqlite.prepare(`INSERT INTO orders (calculation_id, client_id, user_id, type_id, order_number, order_address_type, order_address, stages_count, status, drive_kilometers)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    stage: sqlite.prepare(`INSERT INTO stages (order_id, stage_number, date, time, amount, hours, dispose_devices_count, truck_arrival_time, damages, rating, report_saved_at, completed_time, client_signed_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    assignment: sqlite.prepare('INSERT INTO stage_assignments (stage_id, user_id, confirmation, hours, rating, comment) VALUES (?, ?, ?, ?, ?, ?)'),
    invoice: sqlite.prepare(`INSERT INTO invoices (year, sequence, stage_id, service_order_id, subtotal_rp, vat_rp, rounding_rp, total_rp, invoice_time, invoice_sent_time, sent_to, invoice_paid_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    line: sqlite.prepare('INSERT INTO invoice_lines (invoice_id, position, type, description, amount, price_rp, total_rp) VALUES (?, ?, ?, ?, ?, ?, ?)'),
  };

  const result: Generated = { stages: 0, completedStages: 0, orders: 0, assignments: 0, invoices: 0, clients: options.clients, staff: options.staff, firstDate, lastDate };
  const sequenceOfYear = new Map<number, number>();
  const instantOf = (date: string, time: string) => `${date}T${time}:00.000Z`;

  function addInvoice(stageId: number | null, serviceOrderId: number | null, date: string, lines: [string, number][]) {
    const created = addDays(date, rnd.int(1, 10));
    if (created > today) return;
    const year = Number(created.slice(0, 4));
    const sequence = (sequenceOfYear.get(year) ?? 0) + 1;
    sequenceOfYear.set(year, sequence);
    const subtotal = lines.reduce((sum, [, total]) => sum + total, 0);
    const vat = Math.round(subtotal * 0.081);
    const rounded = Math.round((subtotal + vat) / 5) * 5;
    const sent = rnd.chance(0.92) ? addDays(created, rnd.int(0, 3)) : null;
    const paid = sent && rnd.chance(0.85) ? addDays(sent, rnd.int(3, 60)) : null;
    const info = insert.invoice.run(year, sequence, stageId, serviceOrderId, subtotal, vat, rounded - subtotal - vat, rounded, instantOf(created, '09:00'),
      sent && sent <= today ? instantOf(sent, '10:00') : null, sent ? 'buchhaltung@kunde.ch' : null, paid && paid <= today ? instantOf(paid, '11:00') : null);
    lines.forEach(([type, total], i) => insert.line.run(info.lastInsertRowid, i + 1, type, type, null, null, total));
    result.invoices += 1;
  }

  sqlite.transaction(() => {
    // Clients (some with a disposal discount) and one login each.
    const clientUsers: number[] = [];
    const discounts: number[] = [];
    for (let c = 1; c <= options.clients; c++) {
      const id = Number(insert.client.run(`Kunde ${String(c).padStart(3, '0')} AG`, `Kunde ${c} AG\n${rnd.pick(STREETS)} ${c}\n${rnd.pick(PLACES)}`, `kunde${c}@example.ch`).lastInsertRowid);
      const discount = rnd.chance(0.15) ? rnd.pick([5, 10, 15, 20, 30]) : 0;
      discounts[id] = discount;
      for (let typeId = 1; typeId <= 8; typeId++) insert.setting.run(id, typeId, typeId <= 5 ? discount : 0);
      clientUsers[id] = Number(insert.user.run(id, `kunde${c}@example.ch`, 'client', rnd.pick(FIRST_NAMES), rnd.pick(LAST_NAMES), 0).lastInsertRowid);
    }
    // Staff: 2 admins, one in six operators, the rest employees; a few inactive.
    const operators: number[] = [];
    const employees: number[] = [];
    for (let s = 1; s <= options.staff; s++) {
      const role = s <= 2 ? 'admin' : s % 6 === 0 ? 'operator' : 'employee';
      const inactive = s > 2 && rnd.chance(0.05) ? 1 : 0;
      const id = Number(insert.user.run(null, `staff${s}@tragkraft.ch`, role, rnd.pick(FIRST_NAMES), rnd.pick(LAST_NAMES), inactive).lastInsertRowid);
      if (role === 'operator') operators.push(id);
      if (role === 'employee') employees.push(id);
    }
    // A few big clients, many small ones.
    const clientIds = Array.from({ length: options.clients }, (_, i) => i + 1);
    const clientBag = clientIds.flatMap((id) => Array<number>(id <= 20 ? 12 : id <= 100 ? 4 : 1).fill(id));

    // Orders arrive in date order, as in real life (ids grow with time), about 1.75 stages
    // each; more at random days if the estimate falls short.
    const estimatedOrders = Math.ceil((options.minStages * 1.05) / STAGES_PER_ORDER);
    const orderDays = Array.from({ length: estimatedOrders }, () => rnd.int(0, workingDays.length - 1)).sort((a, b) => a - b);
    let orderNumber = 0;
    while (result.stages < options.minStages || orderNumber < orderDays.length) {
      const clientId = rnd.pick(clientBag);
      const typeId = rnd.pick(typeBag);
      const dayIndex = orderDays[orderNumber] ?? rnd.int(0, workingDays.length - 1);
      const stageCount = typeId === 8 ? rnd.int(1, 5) : typeId === 6 ? rnd.int(1, 3) : rnd.chance(0.6) ? 1 : rnd.int(2, 3);
      const km = rnd.int(5, 120);
      const rideCost = typeId === 6 ? Math.round(km * 170 * 2 * stageCount) : Math.round(km * 123 * 2 * (typeId === 8 || typeId <= 5 ? stageCount : 1));
      const address = `${rnd.pick(STREETS)} ${rnd.int(1, 200)}\n${rnd.pick(PLACES)}`;
      let price: { total: number } & Record<string, number>;
      let count = 0;
      if (typeId <= 5) {
        count = rnd.int(1, 40) * stageCount;
        const unit = rnd.int(3_500, 25_000);
        const base = unit * count;
        const discount = discounts[clientId] ?? 0;
        const disposeDevices = rnd.chance(0.5) ? rnd.int(1, count) : 0;
        const disposal = Math.round((disposeDevices * rnd.int(250, 1_000) * (100 - discount)) / 100);
        price = { price: base, disposal, rideCost, total: base + disposal + rideCost, count, pricePer: unit, discountPercent: discount,
          disposeDevicesCount: disposeDevices, disposeDevicesPrice: disposal, disposeDevicesPricePer: disposeDevices ? Math.round(disposal / disposeDevices) : 0 };
      } else if (typeId === 6) {
        const hoursCost = stageCount * rnd.int(4, 10) * 9_500;
        price = { rideCost, setup: 76_500 * stageCount, hours: hoursCost, hoursCount: hoursCost / 9_500, days: stageCount, total: hoursCost + 76_500 * stageCount + rideCost };
      } else if (typeId === 7) {
        const trucks = rnd.int(1, 4);
        price = { rideCost, truck: trucks * 57_400, environment: trucks * 1_500, truckCount: trucks, total: trucks * 58_900 + rideCost };
      } else {
        const personHours = stageCount * rnd.int(2, 4) * 8;
        price = { rideCost, totalService: personHours * 6_800, pricePerHour: 6_800, personHours, days: stageCount, total: personHours * 6_800 + rideCost };
      }
      const params = JSON.stringify({ driveKilometers: km, express: false, stagesCount: stageCount, lift: rnd.pick(['lift', null, 'facadeLift']), note: 'Benchmark-Daten' });
      const calculationId = insert.calculation.run(clientId, clientUsers[clientId], typeId, params, JSON.stringify(price), price.total, address).lastInsertRowid;
      const cancelled = rnd.chance(0.03);
      orderNumber += 1;
      const orderId = Number(insert.order.run(calculationId, clientId, clientUsers[clientId], typeId, `A-${orderNumber}`, rnd.chance(0.8) ? 'autocomplete' : 'manual', address, stageCount, cancelled ? 'cancelled' : 'active', km).lastInsertRowid);
      result.orders += 1;

      let remaining = count;
      const serviceInvoiceLines: [string, number][] = [];
      let lastCompleted: string | null = null;
      for (let n = 1; n <= stageCount; n++) {
        const date = workingDays[Math.min(dayIndex + (n - 1) * (typeId === 8 || typeId === 6 ? 1 : rnd.int(1, 10)), workingDays.length - 1)]!;
        const amount = typeId <= 5 ? (n === stageCount ? remaining : Math.max(1, Math.floor(count / stageCount))) : typeId === 8 ? rnd.int(2, 4) : null;
        if (amount !== null && typeId <= 5) remaining -= amount;
        const past = date < today;
        const completed = past && rnd.chance(0.96);
        const stageId = Number(insert.stage.run(orderId, n, date, rnd.chance(0.9) ? rnd.pick(TIMES) : null, amount, typeId === 8 ? 8 : null,
          typeId <= 2 && rnd.chance(0.3) ? rnd.int(1, 4) : 0, past ? '07:45' : null, past ? (rnd.chance(0.1) ? 1 : 0) : null,
          past ? rnd.int(3, 5) : null, past ? instantOf(date, '16:00') : null, completed ? instantOf(date, '17:00') : null,
          completed && typeId === 8 && rnd.chance(0.8) ? instantOf(date, '17:30') : null).lastInsertRowid);
        result.stages += 1;
        if (completed) {
          result.completedStages += 1;
          lastCompleted = date;
        }
        // The team: one operator and 1-3 employees; hours and ratings once the stage is past.
        const team = new Set<number>([rnd.pick(operators)]);
        const size = rnd.int(2, 4);
        while (team.size < size) team.add(rnd.pick(employees));
        let i = 0;
        for (const userId of team) {
          const hours = past ? rnd.int(8, 36) / 4 : null;
          insert.assignment.run(stageId, userId, rnd.chance(0.9) ? 1 : rnd.chance(0.5) ? 0 : null, hours, past && i > 0 && rnd.chance(0.9) ? rnd.int(2, 5) : null, null);
          result.assignments += 1;
          i += 1;
        }
        // Invoices: most completed stages are billed; site service once per order.
        if (completed && typeId !== 8 && rnd.chance(0.85)) {
          const share = amount !== null && count > 0 ? amount / count : 1 / stageCount;
          const drive = Math.round((rideCost * share));
          const dispose = Math.round((price.disposal ?? 0) * share);
          const lines: [string, number][] = [['distribution', Math.round((price.total - rideCost - (price.disposal ?? 0)) * share)], ['drive', drive]];
          if (dispose > 0) lines.push(['dispose', dispose]);
          if (rnd.chance(0.1)) lines.push(['waiting', 5_000 * rnd.int(1, 4)]);
          addInvoice(stageId, null, date, lines);
        }
        if (completed && typeId === 8) serviceInvoiceLines.push(['service', (price.pricePerHour ?? 0) * 8 * (amount ?? 1)]);
      }
      if (typeId === 8 && lastCompleted && serviceInvoiceLines.length === stageCount && rnd.chance(0.85)) {
        addInvoice(null, orderId, lastCompleted, [...serviceInvoiceLines, ['drive', rideCost]]);
      }
    }
  })();
  return result;
}
