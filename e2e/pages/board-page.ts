// The dispatch board (admin/board) for the journeys: its cells and cards by data attributes,
// a mouse drag as a person does it, and stages placed through the API as the demo client.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, isoWeekKey, mondayOf, zurichToday } from '@tragkraft/domain';
import { endpoints } from '@tragkraft/sync-protocol';
import { call } from '../api/api-client';
import { demoCaller, DEMO } from '../fixtures';

export class BoardPage {
  constructor(readonly page: Page) {}

  async open(date: string) {
    await this.page.goto(`/admin/board?week=${isoWeekKey(date)}`);
    // The screen's code loads on first use: on a busy machine that can take longer than a click.
    await expect(this.page.getByRole('heading', { name: 'Disposition' })).toBeVisible({ timeout: 20_000 });
  }

  /** A person's day (userId) or the "Nicht eingeplant" row's day (null). */
  cell(userId: number | null, date: string): Locator {
    return this.page.locator(`[data-cell="${userId ?? 'none'}-${date}"]`);
  }

  card(userId: number | null, date: string, stageId: number): Locator {
    return this.cell(userId, date).locator(`[data-stage-id="${stageId}"]`);
  }

  /** Presses the mouse on the card, moves it in steps onto the cell and lets go. */
  async drag(card: Locator, target: Locator) {
    await target.scrollIntoViewIfNeeded();
    await card.scrollIntoViewIfNeeded();
    const from = (await card.boundingBox())!;
    const to = (await target.boundingBox())!;
    await this.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
    await this.page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height / 2, 30), { steps: 12 });
    await this.page.mouse.up();
  }
}

/**
 * A day of a week no other journey books (they stay within 400 days). The board and the dispatch
 * journeys run side by side in two workers and fill days up to their capacity, so each has its own
 * window: board 430 to 560 days ahead, dispatch 580 to 710 (stages may lie two years ahead).
 */
export function quietWeekDay(weekday: number, lane: 'board' | 'dispatch' = 'board'): string {
  const from = lane === 'board' ? 430 : 580;
  const monday = mondayOf(addDays(zurichToday(new Date()), from + Math.floor(Math.random() * 130)));
  return addDays(monday, weekday);
}

/** A kitchen order of the demo client with one stage per date (one kitchen each). */
export async function placeStages(request: APIRequestContext, dates: string[], times: string[], address: string): Promise<number[]> {
  const client = await demoCaller(request, DEMO.client);
  const input = { meters: [{ name: 'A', meters: 5, disposalChecked: false, floors: [{ floor: 0, amount: dates.length }] }], driveKilometers: 5, lift: null, stagesCount: dates.length, express: false };
  const { calcId } = await call(request, client, endpoints.offers.calculate, { service: 'kitchen' }, input);
  const order = await call(request, client, endpoints.orders.place, {}, { calcId, orderAddress: address, stages: dates.map((date, i) => ({ date, time: times[i % times.length]!, amount: 1 })) });
  return order.stages.map((s) => s.id);
}
