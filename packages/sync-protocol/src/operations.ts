import { Type, type Static, type TSchema } from 'typebox';
import { MAX_INT32 } from './wire-bounds';
import { MAX_HOURS_PER_PERSON_DAY, REPORT_CHECK_TEXTS } from '@tragkraft/domain';

// Field operations: the operation lists and detail of admins and site leads (operators), the
// employee views, confirm/decline, the report save (multipart), completion, own rating and
// the sync cursor of the phones. Dates 'YYYY-MM-DD', times 'HH:mm' (Zurich), instants ISO
// UTC, money integer Rappen. See docs/decisions/005-field-operations.md.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** Past lists: the spec's admin link uses 500; more than 2000 is refused. */
export const OPERATION_PAST_DEFAULT_LIMIT = 500;
export const OPERATION_PAST_MAX_LIMIT = 2_000;
/** Upload limits of the report save (per image, per request). */
export const OPERATION_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const OPERATION_IMAGE_MAX_FILES = 20;
/** Each image file of the report save is a multipart file part named `image:<uuid>`. */
export const OPERATION_IMAGE_FIELD_PREFIX = 'image:';
/** The JSON part of the report save. */
export const OPERATION_DATA_FIELD = 'data';
/** The customer's on-site signature of the report save: one PNG file part with this name. */
export const OPERATION_SIGNATURE_FIELD = 'signature';
/** Pixel bounds of the signature PNG (a pad on a phone is wider than high; a screenshot fits too). */
export const OPERATION_SIGNATURE_MIN_WIDTH = 200;
export const OPERATION_SIGNATURE_MIN_HEIGHT = 80;
/**
 * At most 2'000 × 1'000 pixels, 8 bits per channel (issue 29): every work report PDF decodes the
 * signature; a 4'000 × 4'000 16-bit one took 420 MB and 9 s per render. The pad draws within it.
 */
export const OPERATION_SIGNATURE_MAX_WIDTH = 2_000;
export const OPERATION_SIGNATURE_MAX_HEIGHT = 1_000;

/** German texts of the field-operation answers (shown unchanged by the PWA). */
export const OPERATION_TEXTS = {
  notSaved: 'Der Einsatz wurde nicht gespeichert',
  onlyWarning: 'Nur eine Warnung.',
  // The report check's reasons (domain validation/report-check.ts).
  ...REPORT_CHECK_TEXTS,
  imminent: 'Der Einsatz beginnt in weniger als 12 Stunden. Bitte melden Sie sich telefonisch.',
  noReport: 'Kein Bericht',
  alreadyCompleted: 'Der Einsatz ist bereits abgeschlossen.',
  workHoursMissing: 'Total Arbeits-Stunden noch nicht gespeichert',
} as const;

/**
 * German texts of the report upload's refusals (photos and the on-site signature), kept apart
 * from OPERATION_TEXTS: the server answers them and the PWA shows the answer's message as it
 * comes, so they stay out of the field bundle (its budget is 200 KB gzip).
 */
export const REPORT_UPLOAD_TEXTS = {
  imageTypeRefused: 'Nur Bilder im Format JPEG, PNG oder WebP sind erlaubt.',
  imageTooLarge: 'Ein Bild ist zu gross (höchstens 8 MB pro Bild).',
  tooManyImages: 'Zu viele Bilder: höchstens 20 Bilder pro Speicherung.',
  tooManyFields: 'Die Anfrage enthält zu viele Formularfelder.',
  dataTooLarge: 'Das Feld data ist zu gross (höchstens 1 MB).',
  imageDimensionsTooLarge: "Ein Bild ist zu gross: höchstens 40 Megapixel und 10'000 Pixel pro Seite.",
  imageUnreadable: 'Das Bild konnte nicht gelesen werden (Breite und Höhe fehlen).',
  uploadRunning: 'Es läuft bereits ein Upload. Bitte warten Sie, bis er fertig ist.',
  uploadsBusy: 'Der Server verarbeitet gerade viele Uploads. Bitte versuchen Sie es in einer Minute nochmals.',
  // The on-site signature (issue 19): the PNG part `signature` with data.signature.
  signatureTypeRefused: 'Die Unterschrift muss ein PNG-Bild sein.',
  signatureTooLarge: 'Die Unterschrift ist zu gross (höchstens 8 MB).',
  signatureTooSmall: 'Das Bild der Unterschrift ist zu klein (mindestens 200 × 80 Pixel).',
  signatureDimensionsTooLarge: "Das Bild der Unterschrift ist zu gross (höchstens 2'000 × 1'000 Pixel).",
  signatureBitDepth: 'Das Bild der Unterschrift muss 8 Bit pro Farbkanal haben.',
  signatureUnreadable: 'Das Bild der Unterschrift konnte nicht gelesen werden.',
  signatureFileMissing: 'Zur Unterschrift fehlt das Bild (Feld signature).',
  signatureDataMissing: 'Zum Bild der Unterschrift fehlen die Angaben in data.signature.',
  signatureDuplicate: 'Die Unterschrift wurde mehrfach gesendet.',
  signerNameMissing: 'Bitte geben Sie den Namen der Person an, die unterschreibt.',
  signerNameControl: 'Der Name der Person, die unterschreibt, darf keine Zeilenumbrüche oder Steuerzeichen enthalten.',
  signedAtOutOfRange: 'Die Zeit der Unterschrift liegt vor dem Einsatztag. Bitte prüfen Sie Datum und Uhrzeit des Telefons.',
  signedAtInFuture: 'Die Zeit der Unterschrift liegt in der Zukunft. Bitte prüfen Sie Datum und Uhrzeit des Telefons.',
  notSignedOnSite: 'Nicht vor Ort unterschrieben',
} as const;

/** The client's report view and the work report PDF: who signed on the operator's phone. */
export const onSiteSignedText = (signerName: string) => `Unterschrieben vor Ort von ${signerName}`;

export const OperationStageParamsSchema = Type.Object({ stageId: Id });
export type OperationStageParams = Static<typeof OperationStageParamsSchema>;

export const OperationPastParamsSchema = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: OPERATION_PAST_MAX_LIMIT }) });
export type OperationPastParams = Static<typeof OperationPastParamsSchema>;

/** Team list entry. Non-admins never see people who declined. */
export const OperationUserSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.String(),
  /** null = no answer, true = 'ist dabei', false = 'kann nicht'. */
  confirmation: Nullable(Type.Boolean()),
  phone: Type.String(),
  permanent: Type.Boolean(),
});
export type OperationUser = Static<typeof OperationUserSchema>;

/** The spec's hours entry of one person on a stage. */
export const OperationHoursSchema = Type.Object({
  userId: Type.Integer(),
  firstName: Type.String(),
  role: Type.String(),
  hours: Nullable(Type.Number()),
  rating: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
  confirmation: Nullable(Type.Boolean()),
  confirmationChanged: Nullable(Type.String()),
});
export type OperationHours = Static<typeof OperationHoursSchema>;

export const OperationImageSchema = Type.Object({
  id: Type.String(),
  comment: Type.String(),
  damage: Type.Boolean(),
  deleted: Type.Boolean(),
  mimeType: Type.String(),
});
export type OperationImage = Static<typeof OperationImageSchema>;

/** Fields shared by every list row and detail. */
const stageCore = {
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  stageNumber: Type.Integer(),
  date: Nullable(Type.String()),
  time: Nullable(Type.String()),
  /** The start as an instant (time or 08:00 in Zurich), null without date. */
  dateAndTime: Nullable(Type.String()),
  typeId: Type.Integer(),
  type: Type.String(),
  amount: Nullable(Type.Integer()),
  disposeDevicesCount: Type.Integer(),
  clientName: Type.String(),
  address: Type.String(),
  addressType: Type.String(),
  meetingTime: Nullable(Type.String()),
  meetingPlace: Nullable(Type.String()),
  completedTime: Nullable(Type.String()),
  clientSignedTime: Nullable(Type.String()),
  /** A report was saved (the spec's clientReport). */
  clientReport: Type.Boolean(),
  users: Type.Array(OperationUserSchema),
  /** The caller's own confirmation; null when not assigned (admin) or no answer. */
  confirmation: Nullable(Type.Boolean()),
  /** True within 12 hours before the start (and after it): confirm/decline is refused. */
  confirmationLocked: Type.Boolean(),
  /** Global change counter of the stage (sync cursor). */
  version: Type.Integer(),
};

export const OperationListItemSchema = Type.Object({
  ...stageCore,
  /** Invoice state of the stage (admins only; null for others and when none exists). */
  invoiceTime: Nullable(Type.String()),
  invoiceSentTime: Nullable(Type.String()),
  invoicePaidTime: Nullable(Type.String()),
});
export type OperationListItem = Static<typeof OperationListItemSchema>;

/** GET /api/operation/future and /past[/{limit}]. */
export const OperationListAnswerSchema = Type.Object({
  stageDetails: Type.Array(OperationListItemSchema),
  userId: Type.Integer(),
});
export type OperationListAnswer = Static<typeof OperationListAnswerSchema>;

/** A stored on-site signature, as the operation detail and the client's report view show it. */
export const OnSiteSignatureSchema = Type.Object({
  signerName: Type.String(),
  signedAt: Type.String(),
  remark: Nullable(Type.String()),
});
export type OnSiteSignature = Static<typeof OnSiteSignatureSchema>;

/** GET /api/operation/{stageId}: the spec's operation detail. */
export const OperationDetailSchema = Type.Object({
  ...stageCore,
  contactFiller: Type.String(),
  contactFillerPhone: Type.String(),
  contactCManager: Type.String(),
  contactCManagerPhone: Type.String(),
  /** The stage's remarks from the client. */
  clientRemarks: Type.String(),
  truckArrivalTime: Nullable(Type.String()),
  damages: Nullable(Type.Boolean()),
  general: Nullable(Type.String()),
  /** Admins only; null for everybody else. */
  internal: Nullable(Type.String()),
  rating: Nullable(Type.Integer()),
  workHours: Nullable(Type.Number()),
  /** Planned hours per person (site service). */
  plannedHours: Nullable(Type.Number()),
  hours: Type.Array(OperationHoursSchema),
  /** The team (same entries as users). */
  employees: Type.Array(OperationUserSchema),
  images: Type.Array(OperationImageSchema),
  reportSavedAt: Nullable(Type.String()),
  clientSignedUser: Nullable(Type.Object({ firstName: Type.String(), lastName: Type.String() })),
  /** The customer's on-site signature (image: GET /api/orders/report-signature/{stageId}). */
  onSiteSignature: Nullable(OnSiteSignatureSchema),
  /** The caller. */
  userId: Type.Integer(),
  /** Site service: price per hour of the calculation (Rappen). */
  pricePerHour: Nullable(Type.Integer()),
  /** The caller's own hours and comment (null when not assigned). */
  ownHours: Nullable(Type.Number()),
  ownComment: Nullable(Type.String()),
});
export type OperationDetail = Static<typeof OperationDetailSchema>;

/** GET /api/operation/date/{stageId}: the date as plain text 'YYYY-MM-DD' ('' without date). */

// ---- report save: POST /api/operation/{stageId} (multipart) ----

export const OperationReportImageSchema = Type.Object({
  id: Type.String({ pattern: UUID_PATTERN }),
  comment: Type.Optional(Type.String({ maxLength: 2_000 })),
  damage: Type.Optional(Type.Boolean()),
  deleted: Type.Optional(Type.Boolean()),
});
export type OperationReportImage = Static<typeof OperationReportImageSchema>;

export const OperationReportHoursSchema = Type.Object({
  userId: Id,
  hours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_HOURS_PER_PERSON_DAY }))),
  rating: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5 }))),
  comment: Type.Optional(Nullable(Type.String({ maxLength: 2_000 }))),
  /** Applied for admins only (staff use confirm/decline). */
  confirmation: Type.Optional(Nullable(Type.Boolean())),
  /** Informational; the server sets the change time itself. */
  confirmationChanged: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});
export type OperationReportHours = Static<typeof OperationReportHoursSchema>;

/**
 * The customer's sign-off on the operator's phone. Sent in `data.signature` together with the
 * PNG file part `signature`; one without the other is refused.
 */
export const OperationReportSignatureSchema = Type.Object({
  signerName: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  /** When the customer signed (the phone's clock; the server keeps it if not in the future). */
  signedAt: Type.String({ format: 'date-time', maxLength: 40 }),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 2_000 }))),
});
export type OperationReportSignature = Static<typeof OperationReportSignatureSchema>;

/**
 * The `data` part of the report save. A field left out keeps its stored value. `internal`
 * and `workHours` are taken from admins only. Images: a new image has a file part named
 * `image:<id>`; an existing one is updated (comment, damage, deleted = flagged deleted).
 */
export const OperationReportDataSchema = Type.Object({
  truckArrivalTime: Type.Optional(Nullable(Type.String({ pattern: TIME_PATTERN }))),
  damages: Type.Optional(Nullable(Type.Boolean())),
  general: Type.Optional(Nullable(Type.String({ maxLength: 5_000 }))),
  internal: Type.Optional(Nullable(Type.String({ maxLength: 5_000 }))),
  rating: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5 }))),
  workHours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1_000 }))),
  images: Type.Optional(Type.Array(OperationReportImageSchema, { maxItems: 200 })),
  hours: Type.Optional(Type.Array(OperationReportHoursSchema, { maxItems: 100 })),
  signature: Type.Optional(OperationReportSignatureSchema),
});
export type OperationReportData = Static<typeof OperationReportDataSchema>;

export const SaveReportAnswerSchema = Type.Object({
  /** Ids of the images stored by this request. */
  ids: Type.Array(Type.String()),
  details: OperationDetailSchema,
  /** Admins: the reasons an operator would have been refused for ([] when none). */
  warnings: Type.Array(Type.String()),
  /** 'Nur eine Warnung.' when there are warnings, else null. */
  warningMessage: Nullable(Type.String()),
  /** A new damage image was saved and the customer is e-mailed. */
  damageMailSent: Type.Boolean(),
});
export type SaveReportAnswer = Static<typeof SaveReportAnswerSchema>;

/** PUT /api/operation/{stageId}/complete. */
export const CompleteOperationAnswerSchema = Type.Object({
  stageId: Type.Integer(),
  completedTime: Type.String(),
  /** Where the report link was e-mailed. */
  mailTo: Type.Array(Type.String()),
});
export type CompleteOperationAnswer = Static<typeof CompleteOperationAnswerSchema>;

// ---- sync cursor ----

/** GET /api/operation/changes?since=<cursor> (0 or left out: everything). */
export const OperationChangesQuerySchema = Type.Object({
  since: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32 })),
});
export type OperationChangesQuery = Static<typeof OperationChangesQuerySchema>;

export const OperationChangeSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  /** The caller no longer sees the stage (declined as site lead, unassigned, cancelled). */
  removed: Type.Boolean(),
});

export const OperationChangesAnswerSchema = Type.Object({
  /** Pass as `since` next time. */
  cursor: Type.Integer(),
  /** Stages changed after `since` (visible ones, and ones the caller just lost). */
  stages: Type.Array(OperationChangeSchema),
  /** Every stage the caller may open now; drop local ones that are missing here. */
  visibleIds: Type.Array(Type.Integer()),
});
export type OperationChangesAnswer = Static<typeof OperationChangesAnswerSchema>;
