import { MAX_HOURS_PER_PERSON_DAY } from '@tragkraft/domain';
import { Type, type Static, type TSchema } from 'typebox';

// TypeBox mirrors of domain's calculation inputs (packages/domain/src/pricing/types.ts).
// The schemas bound sizes so no input can be huge; the business rules (at least one amount,
// kilometres given, lead times, ...) are checked by domain's validateCalculation.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The largest count, running metres and kilometres a calculation takes (the PWA's fields too). */
export const CALCULATION_BOUNDS = { count: 10_000, metres: 1_000, kilometres: 2_000 } as const;

const Count = Nullable(Type.Integer({ minimum: 0, maximum: CALCULATION_BOUNDS.count }));
const Metres = Nullable(Type.Number({ minimum: 0, maximum: CALCULATION_BOUNDS.metres }));
const Kilometres = Nullable(Type.Number({ minimum: 0, maximum: CALCULATION_BOUNDS.kilometres }));
const Hours = Nullable(Type.Number({ minimum: 0, maximum: MAX_HOURS_PER_PERSON_DAY }));
const IsoDate = Nullable(Type.String({ maxLength: 10 }));
const Time = Nullable(Type.String({ maxLength: 5 }));
const Name = Type.String({ maxLength: 100 });
const Rate = Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100_000 })));

export const FloorAmountSchema = Type.Object({ floor: Type.Integer({ minimum: 0, maximum: 30 }), amount: Count });
const Floors = Type.Array(FloorAmountSchema, { maxItems: 31 });
const Rows = <T extends TSchema>(row: T) => Type.Array(row, { minItems: 1, maxItems: 50 });

const LiftSchema = Type.Union([Type.Null(), Type.Literal('lift'), Type.Literal('facadeLift')]);
const common = {
  driveKilometers: Kilometres,
  lift: LiftSchema,
  stagesCount: Type.Integer({ minimum: 1, maximum: 50 }),
  express: Type.Boolean(),
};

const MetreRowSchema = Type.Object({
  name: Name,
  meters: Metres,
  amount: Type.Optional(Count),
  disposalChecked: Type.Boolean(),
  disposalRate: Rate,
  wardrobe: Type.Optional(Type.Boolean()),
  floors: Floors,
});

export const KitchenInputSchema = Type.Object({ ...common, meters: Rows(MetreRowSchema) });
export const CupboardsInputSchema = Type.Object({ ...common, meters: Rows(MetreRowSchema) });

export const WashingInputSchema = Type.Object({
  ...common,
  types: Rows(
    Type.Object({
      category: Type.Union([Type.Literal('together'), Type.Literal('singlewash'), Type.Literal('tumbler'), Type.Literal('washcombi')]),
      name: Name,
      disposalChecked: Type.Boolean(),
      disposalRate: Rate,
      floors: Floors,
    }),
  ),
  isElectrolux: Type.Boolean(),
  electroluxRegion: Type.Union([Type.Null(), Type.Literal('german'), Type.Literal('french'), Type.Literal('italian')]),
});

export const DoorsInputSchema = Type.Object({
  ...common,
  types: Rows(
    Type.Object({
      category: Type.Union([Type.Literal('appartmentDoors'), Type.Literal('roomDoors'), Type.Literal('frontDoors')]),
      name: Name,
      disposalChecked: Type.Boolean(),
      floors: Floors,
    }),
  ),
});

export const KitchenCoverInputSchema = Type.Object({
  ...common,
  meters: Rows(
    Type.Object({
      category: Type.String({ maxLength: 30 }),
      backWall: Type.Boolean(),
      meters: Metres,
      disposalChecked: Type.Boolean(),
      disposalRate: Rate,
      floors: Floors,
    }),
  ),
});

export const FacadeLiftInputSchema = Type.Object({
  dates: Type.Array(Type.Object({ date: IsoDate, time: Time, hours: Hours }), { minItems: 1, maxItems: 31 }),
  driveKilometers: Kilometres,
  express: Type.Boolean(),
});

export const LabsInputSchema = Type.Object({
  truckCount: Count,
  environment: Type.Boolean(),
  driveKilometers: Kilometres,
});

export const ServiceInputSchema = Type.Object({
  dates: Type.Array(
    Type.Object({ date: IsoDate, time: Time, amount: Count, hours: Hours, remarks: Type.Optional(Nullable(Type.String({ maxLength: 500 }))) }),
    { minItems: 1, maxItems: 7 },
  ),
  orderNumber: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  driveKilometers: Kilometres,
  express: Type.Boolean(),
});

/** The body schema of POST api/offer/{service}, by service key. */
export const CALCULATION_INPUT_SCHEMAS = {
  kitchen: KitchenInputSchema,
  washing: WashingInputSchema,
  doors: DoorsInputSchema,
  cupboards: CupboardsInputSchema,
  kitchenCover: KitchenCoverInputSchema,
  facadeLift: FacadeLiftInputSchema,
  labs: LabsInputSchema,
  service: ServiceInputSchema,
} as const;

export type KitchenInputBody = Static<typeof KitchenInputSchema>;
export type WashingInputBody = Static<typeof WashingInputSchema>;
