// The eight services of the spec: numeric typeId, internal key and German name.

// `floorBased`: priced per piece and floor (one crew pool, a count of pieces in the price).
export const SERVICES = [
  { typeId: 1, key: 'kitchen', name: 'Küchen-Feinverteilung', floorBased: true },
  { typeId: 2, key: 'washing', name: 'Waschtürme und Waschmaschinen', floorBased: true },
  { typeId: 3, key: 'doors', name: 'Türen', floorBased: true },
  { typeId: 4, key: 'cupboards', name: 'Einbauschränke', floorBased: true },
  { typeId: 5, key: 'kitchenCover', name: 'Küchenabdeckungen', floorBased: true },
  { typeId: 6, key: 'facadeLift', name: 'Fassadenlift-Vermietung', floorBased: false },
  { typeId: 7, key: 'labs', name: 'Laboreinrichtungen (LKW-Entlad)', floorBased: false },
  { typeId: 8, key: 'service', name: 'Baustellen-Service', floorBased: false },
] as const;

/** The services whose rules differ from the floor-based ones, named where a rule uses them. */
export const WASHING_TYPE_ID = 2;
export const FACADE_LIFT_TYPE_ID = 6;
export const LABS_TYPE_ID = 7;
export const SITE_SERVICE_TYPE_ID = 8;

export type Service = (typeof SERVICES)[number];
export type ServiceKey = Service['key'];
export type TypeId = Service['typeId'];

export const SERVICE_KEYS = SERVICES.map((s) => s.key) as ServiceKey[];

export function serviceByKey(key: string): Service | undefined {
  return SERVICES.find((s) => s.key === key);
}

export function serviceByTypeId(typeId: number): Service | undefined {
  return SERVICES.find((s) => s.typeId === typeId);
}

/** Whether a saved offer of the service can be loaded into its calculator again (spec: 1 to 5 and 8). */
export function isLoadableOffer(typeId: number): boolean {
  const service = serviceByTypeId(typeId);
  return service !== undefined && (service.floorBased || service.key === 'service');
}
