import { Type, type Static } from 'typebox';

// Address autocomplete (Switzerland only) and driving distance from the Zurich depot.
// The spec leaves these calls unshown; see docs/decisions/003-maps-without-internet.md.

export const PlaceSchema = Type.Object({
  /** What the address field shows: the typed street part, then 'PLZ Ort'. */
  address: Type.String(),
  postcode: Type.String(),
  locality: Type.String(),
  canton: Type.String(),
});
export type Place = Static<typeof PlaceSchema>;

export const AutocompleteQuerySchema = Type.Object({
  q: Type.String({ maxLength: 200 }),
});
export type AutocompleteQuery = Static<typeof AutocompleteQuerySchema>;

export const AutocompleteAnswerSchema = Type.Object({ places: Type.Array(PlaceSchema) });
export type AutocompleteAnswer = Static<typeof AutocompleteAnswerSchema>;

export const DistanceQuerySchema = Type.Object({
  address: Type.String({ minLength: 1, maxLength: 300 }),
});
export type DistanceQuery = Static<typeof DistanceQuerySchema>;

/** The spec's place result: the distance arrives in metres; the PWA rounds to whole km. */
export const DistanceAnswerSchema = Type.Object({
  address: Type.String(),
  distance: Type.Integer(),
  origin: Type.String(),
});
export type DistanceAnswer = Static<typeof DistanceAnswerSchema>;
