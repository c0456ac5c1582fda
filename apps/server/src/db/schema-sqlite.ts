// The whole product's tables (customer area and back office). Later features add
// behaviour on these tables, not new shapes where it can be helped.
//
// Conventions: money is integer Rappen (`...Rp`), instants are ISO-8601 UTC text
// (`...At`, `...Time`), calendar dates are 'YYYY-MM-DD' and wall-clock times 'HH:mm'
// (Europe/Zurich), booleans are SQLite integers, flexible inputs are JSON text.
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { ABSENCE_REASONS, ROLES } from '@tragkraft/domain';

const createdAt = () => text('created_at').notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const clients = sqliteTable('clients', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  company: text('company').notNull(),
  /** Billing address, several lines separated by newlines. */
  address: text('address').notNull().default(''),
  /** One or more billing e-mails, comma-separated. */
  invoiceEmail: text('invoice_email').notNull().default(''),
  special: text('special', { enum: ['veriset'] }),
  /** Appliance-maker pricing for washing (the spec's "client id 3"); a setting, not an id. */
  applianceMakerPricing: integer('appliance_maker_pricing', { mode: 'boolean' }).notNull().default(false),
  waitingTimeAmountRp: integer('waiting_time_amount_rp').notNull().default(10_000),
  /** Optional per-category washing disposal overrides, JSON { together?: Rp, ... }. */
  disposalOverrides: text('disposal_overrides', { mode: 'json' }).$type<Record<string, number>>(),
  createdAt: createdAt(),
  updatedAt: text('updated_at'),
});

export const clientServiceSettings = sqliteTable(
  'client_service_settings',
  {
    clientId: integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
    typeId: integer('type_id').notNull(),
    serviceEnabled: integer('service_enabled', { mode: 'boolean' }).notNull().default(true),
    discountPercent: integer('discount_percent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.typeId] })],
);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null for the company's own staff (admin, operator, employee). */
    clientId: integer('client_id').references(() => clients.id),
    email: text('email').notNull(),
    /** scrypt hash 'scrypt$N$r$p$salt$hash'; null until the user sets a password. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    noEmail: integer('no_email', { mode: 'boolean' }).notNull().default(false),
    cc: integer('cc', { mode: 'boolean' }).notNull().default(true),
    permanent: integer('permanent', { mode: 'boolean' }).notNull().default(false),
    inactive: integer('inactive', { mode: 'boolean' }).notNull().default(false),
    adminSendEmail: integer('admin_send_email', { mode: 'boolean' }).notNull().default(false),
    deletedAt: text('deleted_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), index('users_client_idx').on(t.clientId)],
);

export const passwordResetTokens = sqliteTable('password_reset_tokens', {
  /** SHA-256 of the random token; the token itself exists only in the e-mail. */
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: createdAt(),
});

/**
 * One signed-in device. The token carries the id; the guard accepts a token only while its
 * session has not ended (sign-out, sign-out everywhere, password change or reset, deactivation).
 */
export const sessions = sqliteTable(
  'sessions',
  {
    /** 128-bit random, base64url; useless without a token signed with the server's secret. */
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: text('expires_at').notNull(),
    endedAt: text('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Counted sign-in failures and reset requests per limiter key ('account-address:…', 'address:…').
 * In the database, not in the process, so every server instance counts the same attempts.
 */
export const authAttempts = sqliteTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey(),
    key: text('key').notNull(),
    /** Epoch milliseconds. */
    at: integer('at').notNull(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.at), index('auth_attempts_at_idx').on(t.at)],
);

/**
 * A staff member's private calendar feed (decision 018). Only the SHA-256 of the secret is
 * kept; the secret itself is in the feed URL the person copied. One feed per user: a new link
 * replaces the row, so the old URL stops working.
 */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_hash_unique').on(t.secretHash)],
);

/**
 * A staff member's browser subscription for Web Push (decision 024): the push service's URL
 * (unique: one row per device, upserted) and the browser's public keys for the payload's
 * encryption. At most a few per user; the oldest is dropped.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in that subscribed the device: once it ends (sign-out, shared phone), nothing is sent. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Durable outbox of push messages, one row per (message, device) (decision 024). Claimed like
 * the mail queue (compare-and-set on next_attempt_at). The dedupe key is unique: the 24-hour
 * reminder's key names stage, person and device, so it is queued once whatever runs the sweep.
 */
export const pushQueue = sqliteTable(
  'push_queue',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subscriptionId: integer('subscription_id').notNull().references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: text('payload', { mode: 'json' }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    sentAt: text('sent_at'),
    /** Given up (the push service refused it with a 4xx other than 404/410); see last_error. */
    droppedAt: text('dropped_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_queue_dedupe_key_unique').on(t.dedupeKey), index('push_queue_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Secrets the server generates once and every instance must share (the token secret on
 * PostgreSQL when JWT_SECRET is unset: decision 020). A row is only ever inserted, never changed.
 */
export const serverSecrets = sqliteTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** A price calculation; its id is the offer number the client can load again. */
export const calculations = sqliteTable(
  'calculations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientId: integer('client_id').notNull().references(() => clients.id),
    /** The client login the calculation belongs to. */
    userId: integer('user_id').notNull().references(() => users.id),
    /** The admin who calculated on the client's behalf, if any. */
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    typeId: integer('type_id').notNull(),
    params: text('params', { mode: 'json' }).notNull(),
    price: text('price', { mode: 'json' }).notNull(),
    totalRp: integer('total_rp').notNull(),
    orderAddress: text('order_address'),
    objectDescription: text('object_description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('calculations_client_idx').on(t.clientId, t.createdAt),
    // Analytics (decision 009): the price figures a stage's revenue needs, without reading
    // or parsing the JSON of each calculation.
    index('calculations_figures_idx').on(
      t.id,
      t.totalRp,
      sql`json_extract(${t.price}, '$.rideCost')`,
      sql`json_extract(${t.price}, '$.disposal')`,
      sql`json_extract(${t.price}, '$.discountPercent')`,
      sql`json_extract(${t.price}, '$.count')`,
    ),
  ],
);

export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    calculationId: integer('calculation_id').notNull().references(() => calculations.id),
    clientId: integer('client_id').notNull().references(() => clients.id),
    userId: integer('user_id').notNull().references(() => users.id),
    adminUserId: integer('admin_user_id').references(() => users.id),
    typeId: integer('type_id').notNull(),
    orderNumber: text('order_number').notNull().default(''),
    orderAddressType: text('order_address_type', { enum: ['autocomplete', 'manual'] }).notNull().default('manual'),
    orderAddress: text('order_address').notNull(),
    contactGeneral: text('contact_general').notNull().default(''),
    contactGeneralPhone: text('contact_general_phone').notNull().default(''),
    contactArchitect: text('contact_architect').notNull().default(''),
    contactArchitectPhone: text('contact_architect_phone').notNull().default(''),
    contactCManager: text('contact_c_manager').notNull().default(''),
    contactCManagerPhone: text('contact_c_manager_phone').notNull().default(''),
    contactFiller: text('contact_filler').notNull().default(''),
    contactFillerPhone: text('contact_filler_phone').notNull().default(''),
    contactDriver: text('contact_driver').notNull().default(''),
    contactDriverPhone: text('contact_driver_phone').notNull().default(''),
    express: integer('express', { mode: 'boolean' }).notNull().default(false),
    driveKilometers: real('drive_kilometers'),
    stagesCount: integer('stages_count').notNull().default(1),
    lift: integer('lift', { mode: 'boolean' }).notNull().default(false),
    facadeLift: integer('facade_lift', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: ['active', 'cancelled'] }).notNull().default('active'),
    cancelReason: text('cancel_reason'),
    cancelledAt: text('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('orders_client_idx').on(t.clientId),
    index('orders_created_idx').on(t.createdAt),
    // Analytics (decision 009): covering index of the columns the figures need.
    index('orders_analytics_idx').on(t.id, t.status, t.typeId, t.clientId, t.stagesCount, t.calculationId),
  ],
);

export const stages = sqliteTable(
  'stages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    stageNumber: integer('stage_number').notNull(),
    date: text('date'),
    time: text('time'),
    amount: integer('amount'),
    /** Planned hours per person (site service, type 8). */
    hours: real('hours'),
    orderNumber: text('order_number').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    meetingTime: text('meeting_time'),
    meetingPlace: text('meeting_place'),
    disposeDevicesCount: integer('dispose_devices_count').notNull().default(0),
    // Operation report (filled by the operator or an admin)
    truckArrivalTime: text('truck_arrival_time'),
    damages: integer('damages', { mode: 'boolean' }),
    general: text('general'),
    internal: text('internal'),
    rating: integer('rating'),
    /** Total work hours of the stage (type 8), as saved in the report. */
    workHours: real('work_hours'),
    reportSavedAt: text('report_saved_at'),
    completedTime: text('completed_time'),
    // Client side: sign-off of hours (type 8)
    clientSignedTime: text('client_signed_time'),
    clientSignedUserId: integer('client_signed_user_id').references(() => users.id),
    /** Raised on every change a field device should pull (sync cursor). */
    version: integer('version').notNull().default(1),
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('stages_order_idx').on(t.orderId),
    index('stages_date_idx').on(t.date),
  ],
);

/** Staff planned on a stage, their confirmation and their reported hours and rating. */
export const stageAssignments = sqliteTable(
  'stage_assignments',
  {
    stageId: integer('stage_id').notNull().references(() => stages.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    /** null = no answer yet, true = 'ist dabei', false = 'kann nicht'. */
    confirmation: integer('confirmation', { mode: 'boolean' }),
    confirmationChangedAt: text('confirmation_changed_at'),
    hours: real('hours'),
    rating: integer('rating'),
    comment: text('comment'),
    assignedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.userId] }),
    index('assignments_user_idx').on(t.userId),
    // Analytics (decision 009): a stage's hours and ratings from the index.
    index('assignments_stage_hours_idx').on(t.stageId, t.hours, t.userId, t.rating),
  ],
);

/** The client's rating of a stage (once). */
export const clientRatings = sqliteTable('client_ratings', {
  stageId: integer('stage_id').primaryKey().references(() => stages.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
});

export const images = sqliteTable(
  'images',
  {
    /** Client-generated UUID, so a replayed upload never stores an image twice. */
    id: text('id').primaryKey(),
    stageId: integer('stage_id').notNull().references(() => stages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['operation'] }).notNull().default('operation'),
    storagePath: text('storage_path').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    comment: text('comment').notNull().default(''),
    damage: integer('damage', { mode: 'boolean' }).notNull().default(false),
    deletedAt: text('deleted_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('images_stage_idx').on(t.stageId)],
);

/**
 * The customer's on-site signature of a stage's work report (issue 19, decision 023): the PNG
 * under UPLOADS_DIR, who signed, when and a remark. One per stage; a new one replaces it.
 */
export const stageSignatures = sqliteTable('stage_signatures', {
  stageId: integer('stage_id').primaryKey().references(() => stages.id, { onDelete: 'cascade' }),
  storagePath: text('storage_path').notNull(),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  signerName: text('signer_name').notNull(),
  /** When the customer signed (the phone's clock, never later than the server's). */
  signedAt: text('signed_at').notNull(),
  remark: text('remark'),
  createdByUserId: integer('created_by_user_id').references(() => users.id),
  createdAt: createdAt(),
});

export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Gap-free per year: number = year * 10000 + sequence (documented with invoices). */
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    stageId: integer('stage_id').references(() => stages.id),
    /** Site-service (type 8) invoices cover the whole order. */
    serviceOrderId: integer('service_order_id').references(() => orders.id),
    subtotalRp: integer('subtotal_rp').notNull(),
    vatRp: integer('vat_rp').notNull(),
    roundingRp: integer('rounding_rp').notNull(),
    totalRp: integer('total_rp').notNull(),
    invoiceTime: text('invoice_time').notNull(),
    invoiceSentTime: text('invoice_sent_time'),
    sentTo: text('sent_to'),
    sentMessage: text('sent_message'),
    invoicePaidTime: text('invoice_paid_time'),
  },
  (t) => [
    uniqueIndex('invoices_year_seq_unique').on(t.year, t.sequence),
    index('invoices_stage_idx').on(t.stageId),
    // Analytics (decision 009): the order-wide (site-service) invoice of an order, and the
    // subtotal of an invoice, from an index.
    index('invoices_service_order_idx').on(t.serviceOrderId, t.stageId),
    index('invoices_analytics_idx').on(t.id, t.stageId, t.subtotalRp),
  ],
);

export const invoiceLines = sqliteTable(
  'invoice_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: ['distribution', 'disposeDevices', 'dispose', 'drive', 'waiting', 'service', 'custom'] }).notNull(),
    description: text('description').notNull(),
    amount: real('amount'),
    priceRp: integer('price_rp'),
    totalRp: integer('total_rp').notNull(),
    editable: integer('editable', { mode: 'boolean' }).notNull().default(true),
    removeable: integer('removeable', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId),
    // Analytics (decision 009): drive and disposal lines of an invoice.
    index('invoice_lines_type_idx').on(t.invoiceId, t.type, t.totalRp),
  ],
);

/**
 * Money received (issue 18, receivables model of issue 28): one row per bank entry (or detail of
 * a batch entry) of an imported camt file, or per payment the office records by hand. What it
 * pays is in payment_allocations (one invoice, or split over several); a bank reversal is a row
 * of its own pointing at the payment it reverses, which is then 'reversed' without allocations.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The amount of the entry; negative for a reversal row. */
    amountRp: integer('amount_rp').notNull(),
    /** The bank's value date, yyyy-mm-dd. */
    valueDate: text('value_date').notNull(),
    /** The bank's booking date, yyyy-mm-dd (the value date for manual payments and old rows). */
    bookingDate: text('booking_date').notNull().default(''),
    /** QRR / SCOR reference as sent; '' when the payment had none. */
    reference: text('reference').notNull(),
    /** Identity of the payment (account, bank reference, amount, booking date): booked once. */
    key: text('key').notNull(),
    /** The bank's AcctSvcrRef of the entry, if the file had one. */
    bankReference: text('bank_reference'),
    /** The company account the money arrived on ('' for rows imported before issue 28). */
    accountIban: text('account_iban').notNull().default(''),
    fileName: text('file_name').notNull(),
    debtor: text('debtor'),
    status: text('status', { enum: ['assigned', 'unassigned', 'ignored', 'reversed'] }).notNull().default('unassigned'),
    /** Why it was ignored, reversed or set aside for assignment by hand. */
    statusReason: text('status_reason'),
    /** Bank charges the entry of this payment was net of (on the first payment of a batch): booked bank charges / bank. */
    chargesRp: integer('charges_rp').notNull().default(0),
    source: text('source', { enum: ['camt', 'manual'] }).notNull().default('camt'),
    reversesPaymentId: integer('reverses_payment_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_key_unique').on(t.key),
    index('payments_status_idx').on(t.status, t.bookingDate),
    index('payments_bank_reference_idx').on(t.bankReference),
  ],
);

/** What a payment pays: received on an invoice (amountRp) and dunning fees settled (feeRp). */
export const paymentAllocations = sqliteTable(
  'payment_allocations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
    amountRp: integer('amount_rp').notNull(),
    feeRp: integer('fee_rp').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('payment_allocations_invoice_idx').on(t.invoiceId, t.amountRp), index('payment_allocations_payment_idx').on(t.paymentId)],
);

/**
 * Payment reminders sent (issue 18, decision 022): one row per invoice and level (1
 * Zahlungserinnerung, 2 1. Mahnung, 3 2. Mahnung), so a level is sent once whoever runs it.
 * The amounts are those of the letter (rendered again from this row when its mail goes out).
 */
export const invoiceReminders = sqliteTable(
  'invoice_reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
    level: integer('level').notNull(),
    /** What was open of the invoice when the reminder was sent, before the fee. */
    openAmountRp: integer('open_amount_rp').notNull(),
    feeRp: integer('fee_rp').notNull(),
    /** The reminder's date (Zurich), yyyy-mm-dd: the next level's waiting days run from it. */
    reminderDate: text('reminder_date').notNull(),
    sentTo: text('sent_to').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoice_reminders_level_unique').on(t.invoiceId, t.level)],
);

/** Credit notes ("Gutschrift", issue 28): own number series, gap-free per year like invoices. */
export const creditNotes = sqliteTable(
  'credit_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
    reason: text('reason').notNull(),
    subtotalRp: integer('subtotal_rp').notNull(),
    vatRp: integer('vat_rp').notNull(),
    roundingRp: integer('rounding_rp').notNull(),
    totalRp: integer('total_rp').notNull(),
    creditTime: text('credit_time').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_notes_year_seq_unique').on(t.year, t.sequence), index('credit_notes_invoice_idx').on(t.invoiceId, t.totalRp)],
);

export const creditNoteLines = sqliteTable(
  'credit_note_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    creditNoteId: integer('credit_note_id').notNull().references(() => creditNotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** VAT rate in basis points (810 = 8.1 %). */
    vatRateBp: integer('vat_rate_bp').notNull(),
    /** Net amount of the line, before VAT. */
    totalRp: integer('total_rp').notNull(),
  },
  (t) => [index('credit_note_lines_note_idx').on(t.creditNoteId)],
);

/** An invoice's credit from an overpayment: refunded to the client, or set off against another invoice. */
export const creditTransfers = sqliteTable(
  'credit_transfers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: ['refund', 'offset'] }).notNull(),
    fromInvoiceId: integer('from_invoice_id').notNull().references(() => invoices.id),
    /** The invoice the credit is set off against (offset only). */
    toInvoiceId: integer('to_invoice_id').references(() => invoices.id),
    amountRp: integer('amount_rp').notNull(),
    transferDate: text('transfer_date').notNull(),
    note: text('note').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('credit_transfers_from_idx').on(t.fromInvoiceId), index('credit_transfers_to_idx').on(t.toInvoiceId)],
);

/**
 * "Abschreibung": the rest of an invoice that will not be paid, written off as a loss on
 * receivables (issue 28). It counts against the invoice's open amount like a credit note but
 * has no document; the accounting export books it with the VAT correction (decision 026).
 */
export const invoiceWriteOffs = sqliteTable(
  'invoice_write_offs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
    /** Written off, incl. VAT (Rappen). */
    amountRp: integer('amount_rp').notNull(),
    reason: text('reason').notNull(),
    /** The booking date, yyyy-mm-dd. */
    writeOffDate: text('write_off_date').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('invoice_write_offs_invoice_idx').on(t.invoiceId)],
);

/** "Mahnsperre": no reminders for an invoice, or for every invoice of a client, until a date. */
export const dunningBlocks = sqliteTable(
  'dunning_blocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    clientId: integer('client_id').references(() => clients.id),
    reason: text('reason').notNull(),
    /** Last blocked day (inclusive), yyyy-mm-dd. */
    untilDate: text('until_date').notNull(),
    liftedAt: text('lifted_at'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('dunning_blocks_invoice_idx').on(t.invoiceId), index('dunning_blocks_client_idx').on(t.clientId)],
);

/** Front-end error reports: kept 30 days and at most 10'000 rows (decision 013). */
export const clientErrors = sqliteTable(
  'client_errors',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id),
    message: text('message').notNull(),
    trace: text('trace').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The screen's path, without query string and with secret links redacted. */
    url: text('url').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // The per-user rate limit counts a user's recent reports; retention deletes by age.
    index('client_errors_user_idx').on(t.userId, t.createdAt),
    index('client_errors_created_idx').on(t.createdAt),
  ],
);

/** Stored answers of mutating requests, keyed by the client's Idempotency-Key. */
export const idempotencyRecords = sqliteTable('idempotency_records', {
  key: text('key').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  method: text('method').notNull(),
  path: text('path').notNull(),
  requestHash: text('request_hash').notNull(),
  statusCode: integer('status_code').notNull(),
  responseBody: text('response_body').notNull(),
  createdAt: createdAt(),
});

/** Who changed what and when (admin changes, shown in the admin order modal). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: text('changes', { mode: 'json' }),
    createdAt: createdAt(),
  },
  (t) => [index('audit_entity_idx').on(t.entity, t.entityId)],
);

/** Durable e-mail queue: a mail is stored first and sent (and retried) from here. */
export const mailQueue = sqliteTable(
  'mail_queue',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    message: text('message', { mode: 'json' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: text('next_attempt_at').notNull(),
    sentAt: text('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_queue_pending_idx').on(t.sentAt, t.nextAttemptAt)],
);

// Analytics figures (decision 009), derived data: each counted stage's revenue and hours and
// each staff member's share of them, computed in SQL (features/analytics/stage-figures-sql.ts)
// and kept current by triggers (migration 0003) that list the stages a write touched in
// `stale_stage_figures`; every analytics call first recomputes those stages.

/** Stages whose figures must be recomputed before the next analytics answer. */
export const staleStageFigures = sqliteTable('stale_stage_figures', {
  stageId: integer('stage_id').primaryKey(),
});

/** A counted stage (completed, active order, dated): its revenue parts in Rappen and its hours. */
export const stageFigures = sqliteTable(
  'stage_figures',
  {
    stageId: integer('stage_id').primaryKey(),
    date: text('date').notNull(),
    clientId: integer('client_id').notNull(),
    typeId: integer('type_id').notNull(),
    /** Revenue without drive. */
    revenueRp: integer('revenue_rp').notNull(),
    /** The drive share: revenue with drive = revenue + drive. */
    driveRp: integer('drive_rp').notNull(),
    /** Disposal discount added back with noDiscount. */
    discountRp: integer('discount_rp').notNull(),
    hours: real('hours').notNull(),
  },
  (t) => [
    index('stage_figures_date_idx').on(t.date, t.typeId, t.clientId, t.revenueRp, t.driveRp, t.discountRp, t.hours),
    index('stage_figures_client_idx').on(t.clientId, t.date, t.typeId, t.revenueRp, t.driveRp, t.discountRp, t.hours),
  ],
);

/** A staff member's hours (> 0) on a counted stage and their hours share of its revenue (unrounded). */
export const staffStageFigures = sqliteTable(
  'staff_stage_figures',
  {
    userId: integer('user_id').notNull(),
    stageId: integer('stage_id').notNull(),
    date: text('date').notNull(),
    typeId: integer('type_id').notNull(),
    hours: real('hours').notNull(),
    revenueRp: real('revenue_rp').notNull(),
    discountRp: real('discount_rp').notNull(),
    rating: integer('rating'),
  },
  (t) => [
    primaryKey({ columns: [t.stageId, t.userId] }),
    index('staff_stage_figures_user_idx').on(t.userId, t.date, t.typeId, t.hours, t.revenueRp, t.discountRp, t.rating),
  ],
);

/**
 * A staff member's absence (holidays, sickness, training, other) over a day range, both ends
 * included (issue 21, decision 021). The board shows it hatched; planning onto it warns.
 */
export const absences = sqliteTable(
  'absences',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD', first and last day. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    reason: text('reason', { enum: ABSENCE_REASONS }).notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('absences_user_idx').on(t.userId, t.startDate), index('absences_range_idx').on(t.startDate, t.endDate)],
);

/**
 * Automatic messages (issue 20, decision 025): one row (id 1) with a switch per message and the
 * hour of the day-before reminder (Europe/Zurich). No row: everything on, 16:00.
 */
export const notificationSettings = sqliteTable('notification_settings', {
  id: integer('id').primaryKey(),
  orderConfirmation: integer('order_confirmation', { mode: 'boolean' }).notNull().default(true),
  changeConfirmation: integer('change_confirmation', { mode: 'boolean' }).notNull().default(true),
  dayBeforeReminder: integer('day_before_reminder', { mode: 'boolean' }).notNull().default(true),
  reportAvailable: integer('report_available', { mode: 'boolean' }).notNull().default(true),
  pushAssignment: integer('push_assignment', { mode: 'boolean' }).notNull().default(true),
  pushStageChanged: integer('push_stage_changed', { mode: 'boolean' }).notNull().default(true),
  pushConfirmReminder: integer('push_confirm_reminder', { mode: 'boolean' }).notNull().default(true),
  reminderHour: integer('reminder_hour').notNull().default(16),
  updatedAt: text('updated_at'),
});

/**
 * The day-before reminder of a stage (decision 025): one row per stage, written when the stage
 * gets or changes its date. remindOn is the working day before stageDate; the scheduler sends
 * on that day at the reminder hour and claims the row by setting sentAt (compare-and-set).
 * skipped: no mail went out (already past due when the date was set, cancelled, switched off).
 */
export const stageReminders = sqliteTable(
  'stage_reminders',
  {
    stageId: integer('stage_id').primaryKey().references(() => stages.id, { onDelete: 'cascade' }),
    stageDate: text('stage_date').notNull(),
    remindOn: text('remind_on').notNull(),
    sentAt: text('sent_at'),
    skipped: integer('skipped', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('stage_reminders_due_idx').on(t.sentAt, t.remindOn)],
);
