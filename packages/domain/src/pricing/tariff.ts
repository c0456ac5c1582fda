// Every price constant of the pricing model (shared/PRICING.md), named, in integer Rappen
// unless the name says otherwise. Formulas import these; they never contain bare numbers.
import type { Rappen } from '../money';

// ---- common to all services ----
/** Price per driven kilometre (kitchen to service, except facade lift), Rappen. */
export const KM_PRICE: Rappen = 123;
/** Price per driven kilometre for the facade lift, Rappen. */
export const FACADE_LIFT_KM_PRICE: Rappen = 170;
/** Every ride is paid there and back. */
export const RIDE_FACTOR = 2;
/** Value-added tax in percent, shown on offers and added on invoices. */
export const VAT_PERCENT = 8.1;
/** Express surcharge in percent (help needed within 3 days). */
export const EXPRESS_SURCHARGE_PERCENT = 10;

// ---- floor-based services (kitchen, washing, doors, cupboards, kitchenCover) ----
/** Floor surcharge in percent of the unit price per floor above ground, without lift. */
export const FLOOR_SURCHARGE_PERCENT_STAIRS = 12;
/** Floor surcharge in percent per floor above ground when a lift is available. */
export const FLOOR_SURCHARGE_PERCENT_LIFT = 4;
/** Floor surcharge in percent per floor when the goods go up by facade lift. */
export const FLOOR_SURCHARGE_PERCENT_FACADE_LIFT = 0;
/** Highest floor offered by default (0 = EG, then 1. OG ... 5. OG). */
export const MAX_FLOOR = 5;
/** Running metres the forms start with for kitchens, cupboards and kitchen covers. */
export const DEFAULT_RUNNING_METRES = 5;

/** Kitchen: base unit price per kitchen. */
export const KITCHEN_BASE: Rappen = 9_500;
/** Kitchen: unit price per running metre. */
export const KITCHEN_PER_METRE: Rappen = 2_400;
/** Kitchen: wardrobe option (veriset clients only), added to the unit price. */
export const KITCHEN_WARDROBE: Rappen = 6_000;
/** Kitchen: disposal factor per running metre (45 CHF for the default 5 m). */
export const KITCHEN_DISPOSAL_PER_METRE: Rappen = 900;

/** Washing: unit price per device and category. */
export const WASHING_UNIT_PRICE = { together: 14_000, singlewash: 8_500, tumbler: 8_500, washcombi: 11_000 } as const;
/** Washing: disposal per device and category (a client may override it). */
export const WASHING_DISPOSAL = { together: 1_000, singlewash: 500, tumbler: 500, washcombi: 500 } as const;

/** Appliance-maker washing: unit price for the devices entered in floors[0]. */
export const APPLIANCE_MAKER_UNIT_PRICE_FIRST: Rappen = 7_900;
/** Appliance-maker washing: unit price for the devices entered in floors[1]. */
export const APPLIANCE_MAKER_UNIT_PRICE_SECOND: Rappen = 10_900;
/** Appliance-maker washing: flat ride per stage by region instead of kilometres. */
export const APPLIANCE_MAKER_RIDE = { german: 12_000, french: 25_000, italian: 22_000 } as const;
/** Appliance-maker washing: region labels used by the order layer. */
export const APPLIANCE_MAKER_REGION_LABEL = { german: 'Deutschschweiz', french: 'Welschland', italian: 'Tessin' } as const;
/** Appliance-maker washing: disposal per device (together 2, all other categories 1). */
export const APPLIANCE_MAKER_DISPOSAL = { together: 200, singlewash: 100, tumbler: 100, washcombi: 100 } as const;

/** Doors: unit price per door and category. */
export const DOOR_UNIT_PRICE = { appartmentDoors: 6_500, roomDoors: 3_500, frontDoors: 18_000 } as const;
/** Doors: disposal per door. */
export const DOOR_DISPOSAL: Rappen = 50;

/** Cupboards: base unit price per cupboard. */
export const CUPBOARD_BASE: Rappen = 4_000;
/** Cupboards: unit price per running metre. */
export const CUPBOARD_PER_METRE: Rappen = 1_800;
/** Cupboards: disposal factor per running metre (25 CHF for the default 5 m). */
export const CUPBOARD_DISPOSAL_PER_METRE: Rappen = 500;

/** Kitchen cover: base unit price per cover. */
export const KITCHEN_COVER_BASE: Rappen = 3_000;
/** Kitchen cover: unit price per running metre. */
export const KITCHEN_COVER_PER_METRE: Rappen = 2_200;
/** Kitchen cover: surcharge in percent on the unit price when a back wall comes with it. */
export const KITCHEN_COVER_BACK_WALL_PERCENT = 40;
/** Kitchen cover: disposal per running metre (2.50 CHF for the default 5 m). */
export const KITCHEN_COVER_DISPOSAL_PER_METRE: Rappen = 50;
/** Kitchen cover: disposal multiplier with a back wall (x 1.75). */
export const KITCHEN_COVER_BACK_WALL_DISPOSAL_FACTOR = 1.75;

// ---- time- and truck-based services ----
/** Facade lift: price per hour. */
export const FACADE_LIFT_HOUR_PRICE: Rappen = 9_500;
/** Facade lift: set-up per day. */
export const FACADE_LIFT_SETUP_PER_DAY: Rappen = 76_500;
/** Facade lift: fewest hours per day. */
export const FACADE_LIFT_MIN_HOURS = 2;
/** Facade lift: most hours per day. */
export const FACADE_LIFT_MAX_HOURS = 16;

/** Labs: truck unloading per truck. */
export const LABS_TRUCK_PRICE: Rappen = 57_400;
/** Labs: voluntary environmental fee per truck. */
export const LABS_ENVIRONMENT_PER_TRUCK: Rappen = 1_500;

/** Site service: price per person-hour (before express). */
export const SERVICE_HOUR_PRICE: Rappen = 6_800;
/** Site service: fewest hours per day (the spec does not give one; see README). */
export const SERVICE_MIN_HOURS = 1;
/** Site service: most hours per day (the spec does not give one; see README). */
export const SERVICE_MAX_HOURS = 12;

// ---- lead times (hours before the appointment, Zurich wall clock) ----
/** Under this many hours an appointment cannot be booked at all. */
export const LEAD_TIME_MIN_HOURS = 14;
/** Under this many hours the appointment needs a time of day. */
export const LEAD_TIME_NEEDS_TIME_HOURS = 48;
/** Under this many hours (3 days) the express surcharge is required. */
export const LEAD_TIME_NEEDS_EXPRESS_HOURS = 72;
/** Within this many hours before a stage starts, field staff can no longer confirm or decline. */
export const IMMINENT_HOURS = 12;
/** Start time assumed when a stage or day has none. */
export const DEFAULT_START_TIME = '08:00';
/** Stage dates in the next this-many days (and today) cannot be moved. */
export const DATE_LOCK_DAYS = 3;
/** Placeholder dates start this many days after today (plus one per stage). */
export const PLACEHOLDER_FIRST_DAY_OFFSET = 4;
/** Deadline warnings measure against this hour of the stage day (06:00). */
export const DEADLINE_REFERENCE_HOUR = 6;
/** Deadline warning: under this many hours is 'danger'. */
export const DEADLINE_DANGER_HOURS = 24;
/** Deadline warning: under this many hours (and not danger) is 'warning'. */
export const DEADLINE_WARNING_HOURS = 72;

// ---- invoices ----
/** Default waiting surcharge per man per hour when the client has none set. */
export const DEFAULT_WAITING_AMOUNT_PER_MAN_HOUR: Rappen = 10_000;
/** Minutes of delay between planned time and truck arrival that are free. */
export const WAITING_FREE_MINUTES = 30;
/** Each started block of this many minutes after the free time is charged. */
export const WAITING_STEP_MINUTES = 30;
/** Hours charged per started waiting block (per person with hours). */
export const WAITING_STEP_HOURS = 0.5;
/** At most this many custom lines on one invoice. */
export const MAX_CUSTOM_INVOICE_LINES = 3;
/** Smallest amount a QR invoice may carry (0.01 CHF). */
export const QR_MIN_AMOUNT: Rappen = 1;
