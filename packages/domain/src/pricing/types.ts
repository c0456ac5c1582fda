// Calculation inputs (customer spec section 3) and price results. Inputs are plain JSON as
// the user types it (CHF, metres, kilometres, ISO dates, 'HH:mm'); sync-protocol mirrors them
// as TypeBox schemas. Every amount in a result is integer Rappen.
import type { Rappen } from '../money';

/** 0 = ground floor (EG), 1 = '1. OG', ... */
export type FloorAmount = { floor: number; amount: number | null };
/** null = stairs only; 'lift' and 'facadeLift' are mutually exclusive. */
export type Lift = null | 'lift' | 'facadeLift';

/** Fields every floor-based service carries. */
export type FloorBasedCommon = {
  driveKilometers: number | null;
  lift: Lift;
  stagesCount: number;
  express: boolean;
};

/** Kitchen and cupboard row. `amount` is informational; the floors hold the counts. */
export type MetreRow = {
  name: string;
  meters: number | null;
  amount?: number | null;
  disposalChecked: boolean;
  /** Shown in the form; the domain recomputes it (see disposalRateOf...). */
  disposalRate?: number | null;
  /** Kitchen only, for veriset clients. */
  wardrobe?: boolean;
  floors: FloorAmount[];
};
export type KitchenInput = FloorBasedCommon & { meters: MetreRow[] };
export type CupboardsInput = FloorBasedCommon & { meters: MetreRow[] };

export const WASHING_CATEGORIES = ['together', 'singlewash', 'tumbler', 'washcombi'] as const;
export type WashingCategory = (typeof WASHING_CATEGORIES)[number];
export const ELECTROLUX_REGIONS = ['german', 'french', 'italian'] as const;
export type ElectroluxRegion = (typeof ELECTROLUX_REGIONS)[number];
export type WashingRow = {
  category: WashingCategory;
  name: string;
  disposalChecked: boolean;
  disposalRate?: number | null;
  floors: FloorAmount[];
};
export type WashingInput = FloorBasedCommon & {
  types: WashingRow[];
  /** Appliance-maker (Electrolux) pricing: floors[0] and floors[1] hold the two price classes. */
  isElectrolux: boolean;
  electroluxRegion: ElectroluxRegion | null;
};

export const DOOR_CATEGORIES = ['appartmentDoors', 'roomDoors', 'frontDoors'] as const;
export type DoorCategory = (typeof DOOR_CATEGORIES)[number];
export type DoorRow = { category: DoorCategory; name: string; disposalChecked: boolean; floors: FloorAmount[] };
export type DoorsInput = FloorBasedCommon & { types: DoorRow[] };

export type KitchenCoverRow = {
  /** Material (stone, resin, chrome, wood, ceramic); does not change the price. */
  category: string;
  backWall: boolean;
  meters: number | null;
  disposalChecked: boolean;
  disposalRate?: number | null;
  floors: FloorAmount[];
};
export type KitchenCoverInput = FloorBasedCommon & { meters: KitchenCoverRow[] };

/** A facade-lift day: ISO date, 'HH:mm' or null, hours. */
export type FacadeLiftDay = { date: string | null; time: string | null; hours: number | null };
export type FacadeLiftInput = { dates: FacadeLiftDay[]; driveKilometers: number | null; express: boolean };

export type LabsInput = { truckCount: number | null; environment: boolean; driveKilometers: number | null };

/** A service day: `amount` is the staff count. */
export type ServiceDay = {
  date: string | null;
  time: string | null;
  amount: number | null;
  hours: number | null;
  remarks?: string | null;
};
export type ServiceInput = {
  dates: ServiceDay[];
  orderNumber?: string | null;
  driveKilometers: number | null;
  express: boolean;
};

/** The input of each service, by key. */
export type CalculationInputs = {
  kitchen: KitchenInput;
  washing: WashingInput;
  doors: DoorsInput;
  cupboards: CupboardsInput;
  kitchenCover: KitchenCoverInput;
  facadeLift: FacadeLiftInput;
  labs: LabsInput;
  service: ServiceInput;
};

/** Price result of the floor-based services. All amounts Rappen; the server adds calcId. */
export type FloorPriceResult = {
  price: Rappen;
  disposal: Rappen;
  rideCost: Rappen;
  total: Rappen;
  /** Units over all rows and floors. */
  count: number;
  pricePer: Rappen;
  /** Admin view only. */
  discountPercent: number;
  /** Units whose disposal is included. */
  disposeDevicesCount: number;
  disposeDevicesPrice: Rappen;
  disposeDevicesPricePer: Rappen;
};
export type FacadeLiftPriceResult = {
  rideCost: Rappen;
  setup: Rappen;
  /** Cost of the hours (with express), Rappen. */
  hours: Rappen;
  hoursCount: number;
  days: number;
  total: Rappen;
};
export type LabsPriceResult = {
  rideCost: Rappen;
  truck: Rappen;
  environment: Rappen;
  truckCount: number;
  total: Rappen;
};
export type ServicePriceResult = {
  rideCost: Rappen;
  totalService: Rappen;
  /** Price per person-hour including express; the invoice bills worked hours at it. */
  pricePerHour: Rappen;
  personHours: number;
  days: number;
  total: Rappen;
};

export type PriceResults = {
  kitchen: FloorPriceResult;
  washing: FloorPriceResult;
  doors: FloorPriceResult;
  cupboards: FloorPriceResult;
  kitchenCover: FloorPriceResult;
  facadeLift: FacadeLiftPriceResult;
  labs: LabsPriceResult;
  service: ServicePriceResult;
};
