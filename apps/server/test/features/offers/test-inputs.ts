// Calculation inputs for the offer tests, one per service, with the hand-computed prices in
// the tests that use them. Dates are relative to `today` so lead times always hold.
import { addDays, type CalculationInputs } from '@tragkraft/domain';

export function kitchenInput(overrides: Partial<CalculationInputs['kitchen']> = {}): CalculationInputs['kitchen'] {
  return {
    meters: [{ name: 'A', meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }, { floor: 2, amount: 1 }] }],
    driveKilometers: 10,
    lift: null,
    stagesCount: 1,
    express: false,
    ...overrides,
  };
}

export function inputsFor(today: string): { [K in keyof CalculationInputs]: CalculationInputs[K] } {
  const day = addDays(today, 10);
  return {
    kitchen: kitchenInput(),
    washing: {
      types: [{ category: 'together', name: 'A', disposalChecked: true, floors: [{ floor: 1, amount: 2 }] }],
      isElectrolux: false,
      electroluxRegion: null,
      driveKilometers: 10,
      lift: 'lift',
      stagesCount: 2,
      express: false,
    },
    doors: {
      types: [
        { category: 'roomDoors', name: 'A', disposalChecked: true, floors: [{ floor: 0, amount: 10 }] },
        { category: 'frontDoors', name: 'B', disposalChecked: false, floors: [{ floor: 0, amount: 1 }] },
      ],
      driveKilometers: 0,
      lift: null,
      stagesCount: 1,
      express: false,
    },
    cupboards: {
      meters: [{ name: 'A', meters: 2, disposalChecked: false, floors: [{ floor: 3, amount: 4 }] }],
      driveKilometers: 10,
      lift: 'facadeLift',
      stagesCount: 1,
      express: true,
    },
    kitchenCover: {
      meters: [{ category: 'stone', backWall: true, meters: 5, disposalChecked: true, floors: [{ floor: 0, amount: 2 }] }],
      driveKilometers: 10,
      lift: null,
      stagesCount: 1,
      express: false,
    },
    facadeLift: { dates: [{ date: day, time: '08:00', hours: 6 }], driveKilometers: 10, express: false },
    labs: { truckCount: 2, environment: true, driveKilometers: 20 },
    service: { dates: [{ date: day, time: '07:00', amount: 3, hours: 8, remarks: '' }], orderNumber: 'SL-1', driveKilometers: 10, express: false },
  };
}
