// German labels of the calculators' choices, shared by the PWA forms and the documents.
import type { DoorCategory, ElectroluxRegion, Lift, WashingCategory } from './pricing/types';
import { APPLIANCE_MAKER_REGION_LABEL } from './pricing/tariff';

export const WASHING_CATEGORY_LABEL: Record<WashingCategory, string> = {
  together: 'Waschturm (Waschmaschine und Tumbler)',
  singlewash: 'Waschmaschine',
  tumbler: 'Tumbler',
  washcombi: 'Waschkombi',
};

export const DOOR_CATEGORY_LABEL: Record<DoorCategory, string> = {
  appartmentDoors: 'Wohnungstüren',
  roomDoors: 'Zimmertüren',
  frontDoors: 'Haustüren',
};

/** Kitchen-cover materials; the material does not change the price. */
export const MATERIAL_LABEL: Record<string, string> = {
  stone: 'Stein',
  resin: 'Kunstharz',
  chrome: 'Chromstahl',
  wood: 'Holz',
  ceramic: 'Keramik',
};

export const LIFT_LABEL: Record<Exclude<Lift, null> | 'none', string> = {
  none: 'Kein Lift',
  lift: 'Lift vorhanden',
  facadeLift: 'Fassadenlift',
};

export function regionLabel(region: ElectroluxRegion): string {
  return APPLIANCE_MAKER_REGION_LABEL[region];
}

/** 0 -> 'EG', 1 -> '1. OG', ... */
export function floorLabel(floor: number): string {
  return floor === 0 ? 'EG' : `${floor}. OG`;
}
