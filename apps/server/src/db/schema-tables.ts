// Every table of the product, written once (decision 030): a definition against the column kit
// (db/schema-kit.ts), built for SQLite by db/schema-sqlite.ts and for PostgreSQL by
// db/schema-pg.ts. A new table is added here and named in the export lists of those two files
// and of db/schema.ts, where use cases import it (the compiler checks the two lists of
// schema-pg.ts and schema-sqlite.ts against this definition).
//
// Conventions: money is integer Rappen (`...Rp`, k.money), instants are ISO-8601 UTC text
// (`...At`, `...Time`), calendar dates are 'YYYY-MM-DD' and wall-clock times 'HH:mm'
// (Europe/Zurich), flexible inputs are JSON (k.json). Later features add behaviour on these
// tables, not new shapes where it can be helped.
import { sql } from 'drizzle-orm';
import { ABSENCE_REASONS, DEFAULT_WEEKLY_TARGET_HOURS, ROLES, TIME_ENTRY_KINDS } from '@tragkraft/domain';
import type { Kit } from './schema-kit';

/** The tables, built with one dialect's kit. */
export function defineTables(k: Kit) {
  const clients = k.table('clients', {
    id: k.id(),
    company: k.text('company').notNull(),
    /** Billing address, several lines separated by newlines. */
    address: k.text('address').notNull().default(''),
    /** One or more billing e-mails, comma-separated. */
    invoiceEmail: k.text('invoice_email').notNull().default(''),
    special: k.text('special', { enum: ['veriset'] }),
    /** Appliance-maker pricing for washing (the spec's "client id 3"); a setting, not an id. */
    applianceMakerPricing: k.boolean('appliance_maker_pricing').notNull().default(false),
    waitingTimeAmountRp: k.money('waiting_time_amount_rp').notNull().default(10_000),
    /** Optional per-category washing disposal overrides, JSON { together?: Rp, ... }. */
    disposalOverrides: k.json('disposal_overrides').$type<Record<string, number>>(),
    createdAt: k.createdAt(),
    updatedAt: k.text('updated_at'),
  });

  const clientServiceSettings = k.table(
    'client_service_settings',
    {
      clientId: k.integer('client_id').notNull().references(() => clients.id, { onDelete: 'cascade' }),
      typeId: k.integer('type_id').notNull(),
      serviceEnabled: k.boolean('service_enabled').notNull().default(true),
      discountPercent: k.integer('discount_percent').notNull().default(0),
    },
    (t) => [k.primaryKey({ columns: [t.clientId, t.typeId] })],
  );

  const users = k.table(
    'users',
    {
      id: k.id(),
      /** Null for the company's own staff (admin, operator, employee). */
      clientId: k.integer('client_id').references(() => clients.id),
      email: k.text('email').notNull(),
      /** scrypt hash 'scrypt$N$r$p$salt$hash'; null until the user sets a password. */
      passwordHash: k.text('password_hash'),
      role: k.text('role', { enum: ROLES }).notNull(),
      gender: k.text('gender', { enum: ['male', 'female'] }),
      firstName: k.text('first_name').notNull().default(''),
      lastName: k.text('last_name').notNull().default(''),
      phone: k.text('phone').notNull().default(''),
      noEmail: k.boolean('no_email').notNull().default(false),
      cc: k.boolean('cc').notNull().default(true),
      permanent: k.boolean('permanent').notNull().default(false),
      inactive: k.boolean('inactive').notNull().default(false),
      adminSendEmail: k.boolean('admin_send_email').notNull().default(false),
      /** Contract hours a week, the target of the working-time balance (issue 32). */
      weeklyTargetHours: k.real('weekly_target_hours').notNull().default(DEFAULT_WEEKLY_TARGET_HOURS),
      deletedAt: k.text('deleted_at'),
      createdAt: k.createdAt(),
      updatedAt: k.text('updated_at'),
    },
    (t) => [k.uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), k.index('users_client_idx').on(t.clientId)],
  );

  const passwordResetTokens = k.table('password_reset_tokens', {
    /** SHA-256 of the random token; the token itself exists only in the e-mail. */
    tokenHash: k.text('token_hash').primaryKey(),
    userId: k.integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: k.text('expires_at').notNull(),
    usedAt: k.text('used_at'),
    createdAt: k.createdAt(),
  });

  /**
   * One signed-in device. The token carries the id; the guard accepts a token only while its
   * session has not ended (sign-out, sign-out everywhere, password change or reset, deactivation).
   */
  const sessions = k.table(
    'sessions',
    {
      /** 128-bit random, base64url; useless without a token signed with the server's secret. */
      id: k.text('id').primaryKey(),
      userId: k.integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: k.text('expires_at').notNull(),
      endedAt: k.text('ended_at'),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('sessions_user_idx').on(t.userId), k.index('sessions_expires_idx').on(t.expiresAt)],
  );

  /**
   * Where an account signed in successfully (issue 29 item 11): a correct password from such a
   * place is not held back by its address's limits (an office NAT where someone sprays made-up
   * e-mails). `place` is a keyed hash of the address (IPv6 by /64), never the address itself.
   * Rows not renewed within 90 days are removed at sign-ins.
   */
  const signInPlaces = k.table(
    'sign_in_places',
    {
      userId: k.integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
      place: k.text('place').notNull(),
      /** Epoch milliseconds of the latest successful sign-in from there. */
      lastAt: k.int64('last_at').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.userId, t.place] }), k.index('sign_in_places_last_at_idx').on(t.lastAt)],
  );

  /**
   * Counted sign-in failures and reset requests per limiter key ('account-address:…', 'address:…').
   * In the database, not in the process, so every server instance counts the same attempts.
   */
  const authAttempts = k.table(
    'auth_attempts',
    {
      // Rows are deleted by age and nothing points at them: SQLite's plain rowid is enough.
      id: k.rowId(),
      key: k.text('key').notNull(),
      /** Epoch milliseconds. */
      at: k.int64('at').notNull(),
    },
    (t) => [k.index('auth_attempts_key_idx').on(t.key, t.at), k.index('auth_attempts_at_idx').on(t.at)],
  );

  /**
   * A staff member's private calendar feed (decision 018). Only the SHA-256 of the secret is
   * kept; the secret itself is in the feed URL the person copied. One feed per user: a new link
   * replaces the row, so the old URL stops working.
   */
  const calendarFeeds = k.table(
    'calendar_feeds',
    {
      userId: k.integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
      secretHash: k.text('secret_hash').notNull(),
      createdAt: k.createdAt(),
    },
    (t) => [k.uniqueIndex('calendar_feeds_secret_hash_unique').on(t.secretHash)],
  );

  /**
   * A staff member's browser subscription for Web Push (decision 024): the push service's URL
   * (unique: one row per device, upserted) and the browser's public keys for the payload's
   * encryption. At most a few per user; the oldest is dropped.
   */
  const pushSubscriptions = k.table(
    'push_subscriptions',
    {
      id: k.id(),
      userId: k.integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
      /** The sign-in that subscribed the device: once it ends (sign-out, shared phone), nothing is sent. */
      sessionId: k.text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
      endpoint: k.text('endpoint').notNull(),
      p256dh: k.text('p256dh').notNull(),
      auth: k.text('auth').notNull(),
      createdAt: k.createdAt(),
      updatedAt: k.text('updated_at').notNull(),
    },
    (t) => [k.uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), k.index('push_subscriptions_user_idx').on(t.userId)],
  );

  /**
   * Durable outbox of push messages, one row per (message, device) (decision 024). Claimed like
   * the mail queue (compare-and-set on next_attempt_at). The dedupe key is unique: the 24-hour
   * reminder's key names stage, person and device, so it is queued once whatever runs the sweep.
   */
  const pushQueue = k.table(
    'push_queue',
    {
      id: k.id(),
      subscriptionId: k.integer('subscription_id').notNull().references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
      userId: k.integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
      kind: k.text('kind').notNull(),
      payload: k.json('payload').notNull(),
      dedupeKey: k.text('dedupe_key').notNull(),
      attempts: k.integer('attempts').notNull().default(0),
      nextAttemptAt: k.text('next_attempt_at').notNull(),
      sentAt: k.text('sent_at'),
      /** Given up (the push service refused it with a 4xx other than 404/410); see last_error. */
      droppedAt: k.text('dropped_at'),
      lastError: k.text('last_error'),
      createdAt: k.createdAt(),
    },
    (t) => [k.uniqueIndex('push_queue_dedupe_key_unique').on(t.dedupeKey), k.index('push_queue_pending_idx').on(t.sentAt, t.nextAttemptAt)],
  );

  /**
   * Secrets the server generates once and every instance must share (the token secret on
   * PostgreSQL when JWT_SECRET is unset: decision 020). A row is only ever inserted, never changed.
   */
  const serverSecrets = k.table('server_secrets', {
    name: k.text('name').primaryKey(),
    value: k.text('value').notNull(),
    createdAt: k.createdAt(),
  });

  /** A price calculation; its id is the offer number the client can load again. */
  const calculations = k.table(
    'calculations',
    {
      id: k.id(),
      clientId: k.integer('client_id').notNull().references(() => clients.id),
      /** The client login the calculation belongs to. */
      userId: k.integer('user_id').notNull().references(() => users.id),
      /** The admin who calculated on the client's behalf, if any. */
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      typeId: k.integer('type_id').notNull(),
      params: k.json('params').notNull(),
      price: k.json('price').notNull(),
      totalRp: k.money('total_rp').notNull(),
      orderAddress: k.text('order_address'),
      objectDescription: k.text('object_description'),
      createdAt: k.createdAt(),
    },
    (t) => [
      k.index('calculations_client_idx').on(t.clientId, t.createdAt),
      // Analytics (decision 009): the price figures a stage's revenue needs, without reading
      // or parsing the JSON of each calculation. json_extract's twin is ->> (text): a cast to
      // numeric here would make an insert fail on a non-numeric figure, which SQLite stores.
      k.index('calculations_figures_idx').on(
        t.id,
        t.totalRp,
        k.jsonField(t.price, 'rideCost'),
        k.jsonField(t.price, 'disposal'),
        k.jsonField(t.price, 'discountPercent'),
        k.jsonField(t.price, 'count'),
      ),
    ],
  );

  const orders = k.table(
    'orders',
    {
      id: k.id(),
      calculationId: k.integer('calculation_id').notNull().references(() => calculations.id),
      clientId: k.integer('client_id').notNull().references(() => clients.id),
      userId: k.integer('user_id').notNull().references(() => users.id),
      adminUserId: k.integer('admin_user_id').references(() => users.id),
      typeId: k.integer('type_id').notNull(),
      orderNumber: k.text('order_number').notNull().default(''),
      orderAddressType: k.text('order_address_type', { enum: ['autocomplete', 'manual'] }).notNull().default('manual'),
      orderAddress: k.text('order_address').notNull(),
      contactGeneral: k.text('contact_general').notNull().default(''),
      contactGeneralPhone: k.text('contact_general_phone').notNull().default(''),
      contactArchitect: k.text('contact_architect').notNull().default(''),
      contactArchitectPhone: k.text('contact_architect_phone').notNull().default(''),
      contactCManager: k.text('contact_c_manager').notNull().default(''),
      contactCManagerPhone: k.text('contact_c_manager_phone').notNull().default(''),
      contactFiller: k.text('contact_filler').notNull().default(''),
      contactFillerPhone: k.text('contact_filler_phone').notNull().default(''),
      contactDriver: k.text('contact_driver').notNull().default(''),
      contactDriverPhone: k.text('contact_driver_phone').notNull().default(''),
      express: k.boolean('express').notNull().default(false),
      driveKilometers: k.real('drive_kilometers'),
      stagesCount: k.integer('stages_count').notNull().default(1),
      lift: k.boolean('lift').notNull().default(false),
      facadeLift: k.boolean('facade_lift').notNull().default(false),
      status: k.text('status', { enum: ['active', 'cancelled'] }).notNull().default('active'),
      cancelReason: k.text('cancel_reason'),
      cancelledAt: k.text('cancelled_at'),
      createdAt: k.createdAt(),
      updatedAt: k.text('updated_at'),
    },
    (t) => [
      k.index('orders_client_idx').on(t.clientId),
      k.index('orders_created_idx').on(t.createdAt),
      // Analytics (decision 009): covering index of the columns the figures need.
      k.index('orders_analytics_idx').on(t.id, t.status, t.typeId, t.clientId, t.stagesCount, t.calculationId),
    ],
  );

  const stages = k.table(
    'stages',
    {
      id: k.id(),
      orderId: k.integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
      stageNumber: k.integer('stage_number').notNull(),
      date: k.text('date'),
      time: k.text('time'),
      amount: k.integer('amount'),
      /** Planned hours per person (site service, type 8). */
      hours: k.real('hours'),
      orderNumber: k.text('order_number').notNull().default(''),
      remarks: k.text('remarks').notNull().default(''),
      meetingTime: k.text('meeting_time'),
      meetingPlace: k.text('meeting_place'),
      disposeDevicesCount: k.integer('dispose_devices_count').notNull().default(0),
      // Operation report (filled by the operator or an admin)
      truckArrivalTime: k.text('truck_arrival_time'),
      damages: k.boolean('damages'),
      general: k.text('general'),
      internal: k.text('internal'),
      rating: k.integer('rating'),
      /** Total work hours of the stage (type 8), as saved in the report. */
      workHours: k.real('work_hours'),
      reportSavedAt: k.text('report_saved_at'),
      completedTime: k.text('completed_time'),
      // Client side: sign-off of hours (type 8)
      clientSignedTime: k.text('client_signed_time'),
      clientSignedUserId: k.integer('client_signed_user_id').references(() => users.id),
      // Dispatch (issue 33, decision 035): null = the service's default from domain (dispatch/durations.ts).
      /** Estimated minutes on site. */
      durationMinutes: k.integer('duration_minutes'),
      /** Site leads (operators) and employees the stage needs. */
      leadsNeeded: k.integer('leads_needed'),
      employeesNeeded: k.integer('employees_needed'),
      /** Raised on every change a field device should pull (sync cursor). */
      version: k.integer('version').notNull().default(1),
      updatedAt: k.text('updated_at'),
    },
    (t) => [
      k.index('stages_order_idx').on(t.orderId),
      k.index('stages_date_idx').on(t.date),
    ],
  );

  /** Staff planned on a stage, their confirmation and their reported hours and rating. */
  const stageAssignments = k.table(
    'stage_assignments',
    {
      stageId: k.integer('stage_id').notNull().references(() => stages.id, { onDelete: 'cascade' }),
      userId: k.integer('user_id').notNull().references(() => users.id),
      /** null = no answer yet, true = 'ist dabei', false = 'kann nicht'. */
      confirmation: k.boolean('confirmation'),
      confirmationChangedAt: k.text('confirmation_changed_at'),
      hours: k.real('hours'),
      rating: k.integer('rating'),
      comment: k.text('comment'),
      assignedAt: k.createdAt(),
    },
    (t) => [
      k.primaryKey({ columns: [t.stageId, t.userId] }),
      k.index('assignments_user_idx').on(t.userId),
      // Analytics (decision 009): a stage's hours and ratings from the index.
      k.index('assignments_stage_hours_idx').on(t.stageId, t.hours, t.userId, t.rating),
    ],
  );

  /** The client's rating of a stage (once). */
  const clientRatings = k.table('client_ratings', {
    stageId: k.integer('stage_id').primaryKey().references(() => stages.id, { onDelete: 'cascade' }),
    userId: k.integer('user_id').notNull().references(() => users.id),
    rating: k.integer('rating').notNull(),
    comment: k.text('comment').notNull().default(''),
    createdAt: k.createdAt(),
  });

  const images = k.table(
    'images',
    {
      /** Client-generated UUID, so a replayed upload never stores an image twice. */
      id: k.text('id').primaryKey(),
      stageId: k.integer('stage_id').notNull().references(() => stages.id, { onDelete: 'cascade' }),
      kind: k.text('kind', { enum: ['operation'] }).notNull().default('operation'),
      storagePath: k.text('storage_path').notNull(),
      mimeType: k.text('mime_type').notNull(),
      sizeBytes: k.integer('size_bytes').notNull(),
      comment: k.text('comment').notNull().default(''),
      damage: k.boolean('damage').notNull().default(false),
      deletedAt: k.text('deleted_at'),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('images_stage_idx').on(t.stageId)],
  );

  /**
   * The customer's on-site signature of a stage's work report (issue 19, decision 023): the PNG
   * under UPLOADS_DIR, who signed, when and a remark. One per stage; a new one replaces it.
   */
  const stageSignatures = k.table('stage_signatures', {
    stageId: k.integer('stage_id').primaryKey().references(() => stages.id, { onDelete: 'cascade' }),
    storagePath: k.text('storage_path').notNull(),
    sha256: k.text('sha256').notNull(),
    sizeBytes: k.integer('size_bytes').notNull(),
    signerName: k.text('signer_name').notNull(),
    /** When the customer signed (the phone's clock, never later than the server's). */
    signedAt: k.text('signed_at').notNull(),
    remark: k.text('remark'),
    createdByUserId: k.integer('created_by_user_id').references(() => users.id),
    createdAt: k.createdAt(),
  });

  const invoices = k.table(
    'invoices',
    {
      id: k.id(),
      /** Gap-free per year: number = year * 10000 + sequence (documented with invoices). */
      year: k.integer('year').notNull(),
      sequence: k.integer('sequence').notNull(),
      stageId: k.integer('stage_id').references(() => stages.id),
      /** Site-service (type 8) invoices cover the whole order. */
      serviceOrderId: k.integer('service_order_id').references(() => orders.id),
      subtotalRp: k.money('subtotal_rp').notNull(),
      vatRp: k.money('vat_rp').notNull(),
      roundingRp: k.money('rounding_rp').notNull(),
      totalRp: k.money('total_rp').notNull(),
      invoiceTime: k.text('invoice_time').notNull(),
      invoiceSentTime: k.text('invoice_sent_time'),
      sentTo: k.text('sent_to'),
      sentMessage: k.text('sent_message'),
      invoicePaidTime: k.text('invoice_paid_time'),
    },
    (t) => [
      k.uniqueIndex('invoices_year_seq_unique').on(t.year, t.sequence),
      k.index('invoices_stage_idx').on(t.stageId),
      // Analytics (decision 009): the order-wide (site-service) invoice of an order, and the
      // subtotal of an invoice, from an index.
      k.index('invoices_service_order_idx').on(t.serviceOrderId, t.stageId),
      k.index('invoices_analytics_idx').on(t.id, t.stageId, t.subtotalRp),
    ],
  );

  const invoiceLines = k.table(
    'invoice_lines',
    {
      id: k.id(),
      invoiceId: k.integer('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
      position: k.integer('position').notNull(),
      type: k.text('type', { enum: ['distribution', 'disposeDevices', 'dispose', 'drive', 'waiting', 'service', 'custom'] }).notNull(),
      description: k.text('description').notNull(),
      amount: k.real('amount'),
      priceRp: k.money('price_rp'),
      totalRp: k.money('total_rp').notNull(),
      editable: k.boolean('editable').notNull().default(true),
      removeable: k.boolean('removeable').notNull().default(true),
    },
    (t) => [
      k.index('invoice_lines_invoice_idx').on(t.invoiceId),
      // Analytics (decision 009): drive and disposal lines of an invoice.
      k.index('invoice_lines_type_idx').on(t.invoiceId, t.type, t.totalRp),
    ],
  );

  /**
   * Money received (issue 18, receivables model of issue 28): one row per bank entry (or detail of
   * a batch entry) of an imported camt file, or per payment the office records by hand. What it
   * pays is in payment_allocations (one invoice, or split over several); a bank reversal is a row
   * of its own pointing at the payment it reverses, which is then 'reversed' without allocations.
   */
  const payments = k.table(
    'payments',
    {
      id: k.id(),
      /** The amount of the entry; negative for a reversal row. */
      amountRp: k.money('amount_rp').notNull(),
      /** The bank's value date, yyyy-mm-dd. */
      valueDate: k.text('value_date').notNull(),
      /** The bank's booking date, yyyy-mm-dd (the value date for manual payments and old rows). */
      bookingDate: k.text('booking_date').notNull().default(''),
      /** QRR / SCOR reference as sent; '' when the payment had none. */
      reference: k.text('reference').notNull(),
      /** Identity of the payment (account, bank reference, amount, booking date): booked once. */
      key: k.text('key').notNull(),
      /** The bank's AcctSvcrRef of the entry, if the file had one. */
      bankReference: k.text('bank_reference'),
      /** The company account the money arrived on ('' for rows imported before issue 28). */
      accountIban: k.text('account_iban').notNull().default(''),
      fileName: k.text('file_name').notNull(),
      debtor: k.text('debtor'),
      status: k.text('status', { enum: ['assigned', 'unassigned', 'ignored', 'reversed'] }).notNull().default('unassigned'),
      /** Why it was ignored, reversed or set aside for assignment by hand. */
      statusReason: k.text('status_reason'),
      /** Bank charges the entry of this payment was net of (on the first payment of a batch): booked bank charges / bank. */
      chargesRp: k.money('charges_rp').notNull().default(0),
      source: k.text('source', { enum: ['camt', 'manual'] }).notNull().default('camt'),
      reversesPaymentId: k.integer('reverses_payment_id'),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [
      k.uniqueIndex('payments_key_unique').on(t.key),
      k.index('payments_status_idx').on(t.status, t.bookingDate),
      k.index('payments_bank_reference_idx').on(t.bankReference),
    ],
  );

  /** What a payment pays: received on an invoice (amountRp) and dunning fees settled (feeRp). */
  const paymentAllocations = k.table(
    'payment_allocations',
    {
      id: k.id(),
      paymentId: k.integer('payment_id').notNull().references(() => payments.id),
      invoiceId: k.integer('invoice_id').notNull().references(() => invoices.id),
      amountRp: k.money('amount_rp').notNull(),
      feeRp: k.money('fee_rp').notNull().default(0),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('payment_allocations_invoice_idx').on(t.invoiceId, t.amountRp), k.index('payment_allocations_payment_idx').on(t.paymentId)],
  );

  /**
   * Payment reminders sent (issue 18, decision 022): one row per invoice and level (1
   * Zahlungserinnerung, 2 1. Mahnung, 3 2. Mahnung), so a level is sent once whoever runs it.
   * The amounts are those of the letter (rendered again from this row when its mail goes out).
   */
  const invoiceReminders = k.table(
    'invoice_reminders',
    {
      id: k.id(),
      invoiceId: k.integer('invoice_id').notNull().references(() => invoices.id),
      level: k.integer('level').notNull(),
      /** What was open of the invoice when the reminder was sent, before the fee. */
      openAmountRp: k.money('open_amount_rp').notNull(),
      feeRp: k.money('fee_rp').notNull(),
      /** The reminder's date (Zurich), yyyy-mm-dd: the next level's waiting days run from it. */
      reminderDate: k.text('reminder_date').notNull(),
      sentTo: k.text('sent_to').notNull(),
      userId: k.integer('user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.uniqueIndex('invoice_reminders_level_unique').on(t.invoiceId, t.level)],
  );

  /** Credit notes ("Gutschrift", issue 28): own number series, gap-free per year like invoices. */
  const creditNotes = k.table(
    'credit_notes',
    {
      id: k.id(),
      year: k.integer('year').notNull(),
      sequence: k.integer('sequence').notNull(),
      invoiceId: k.integer('invoice_id').notNull().references(() => invoices.id),
      reason: k.text('reason').notNull(),
      subtotalRp: k.money('subtotal_rp').notNull(),
      vatRp: k.money('vat_rp').notNull(),
      roundingRp: k.money('rounding_rp').notNull(),
      totalRp: k.money('total_rp').notNull(),
      creditTime: k.text('credit_time').notNull(),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.uniqueIndex('credit_notes_year_seq_unique').on(t.year, t.sequence), k.index('credit_notes_invoice_idx').on(t.invoiceId, t.totalRp)],
  );

  const creditNoteLines = k.table(
    'credit_note_lines',
    {
      id: k.id(),
      creditNoteId: k.integer('credit_note_id').notNull().references(() => creditNotes.id, { onDelete: 'cascade' }),
      position: k.integer('position').notNull(),
      description: k.text('description').notNull(),
      /** VAT rate in basis points (810 = 8.1 %). */
      vatRateBp: k.integer('vat_rate_bp').notNull(),
      /** Net amount of the line, before VAT. */
      totalRp: k.money('total_rp').notNull(),
    },
    (t) => [k.index('credit_note_lines_note_idx').on(t.creditNoteId)],
  );

  /** An invoice's credit from an overpayment: refunded to the client, or set off against another invoice. */
  const creditTransfers = k.table(
    'credit_transfers',
    {
      id: k.id(),
      kind: k.text('kind', { enum: ['refund', 'offset'] }).notNull(),
      fromInvoiceId: k.integer('from_invoice_id').notNull().references(() => invoices.id),
      /** The invoice the credit is set off against (offset only). */
      toInvoiceId: k.integer('to_invoice_id').references(() => invoices.id),
      amountRp: k.money('amount_rp').notNull(),
      transferDate: k.text('transfer_date').notNull(),
      note: k.text('note').notNull().default(''),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('credit_transfers_from_idx').on(t.fromInvoiceId), k.index('credit_transfers_to_idx').on(t.toInvoiceId)],
  );

  /**
   * "Abschreibung": the rest of an invoice that will not be paid, written off as a loss on
   * receivables (issue 28). It counts against the invoice's open amount like a credit note but
   * has no document; the accounting export books it with the VAT correction (decision 026).
   */
  const invoiceWriteOffs = k.table(
    'invoice_write_offs',
    {
      id: k.id(),
      invoiceId: k.integer('invoice_id').notNull().references(() => invoices.id),
      /** Written off, incl. VAT (Rappen). */
      amountRp: k.money('amount_rp').notNull(),
      reason: k.text('reason').notNull(),
      /** The booking date, yyyy-mm-dd. */
      writeOffDate: k.text('write_off_date').notNull(),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('invoice_write_offs_invoice_idx').on(t.invoiceId)],
  );

  /** "Mahnsperre": no reminders for an invoice, or for every invoice of a client, until a date. */
  const dunningBlocks = k.table(
    'dunning_blocks',
    {
      id: k.id(),
      invoiceId: k.integer('invoice_id').references(() => invoices.id),
      clientId: k.integer('client_id').references(() => clients.id),
      reason: k.text('reason').notNull(),
      /** Last blocked day (inclusive), yyyy-mm-dd. */
      untilDate: k.text('until_date').notNull(),
      liftedAt: k.text('lifted_at'),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('dunning_blocks_invoice_idx').on(t.invoiceId), k.index('dunning_blocks_client_idx').on(t.clientId)],
  );

  /** Front-end error reports: kept 30 days and at most 10'000 rows (decision 013). */
  const clientErrors = k.table(
    'client_errors',
    {
      id: k.id(),
      userId: k.integer('user_id').references(() => users.id),
      message: k.text('message').notNull(),
      trace: k.text('trace').notNull().default(''),
      userAgent: k.text('user_agent').notNull().default(''),
      /** The screen's path, without query string and with secret links redacted. */
      url: k.text('url').notNull().default(''),
      createdAt: k.createdAt(),
    },
    (t) => [
      // The per-user rate limit counts a user's recent reports; retention deletes by age.
      k.index('client_errors_user_idx').on(t.userId, t.createdAt),
      k.index('client_errors_created_idx').on(t.createdAt),
    ],
  );

  /** Stored answers of mutating requests, keyed by the client's Idempotency-Key. */
  const idempotencyRecords = k.table('idempotency_records', {
    key: k.text('key').primaryKey(),
    userId: k.integer('user_id').notNull().references(() => users.id),
    method: k.text('method').notNull(),
    path: k.text('path').notNull(),
    requestHash: k.text('request_hash').notNull(),
    statusCode: k.integer('status_code').notNull(),
    responseBody: k.text('response_body').notNull(),
    createdAt: k.createdAt(),
  });

  /** Who changed what and when (admin changes, shown in the admin order modal). */
  const auditLog = k.table(
    'audit_log',
    {
      id: k.id(),
      userId: k.integer('user_id').references(() => users.id),
      entity: k.text('entity').notNull(),
      entityId: k.text('entity_id').notNull(),
      action: k.text('action').notNull(),
      changes: k.json('changes'),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('audit_entity_idx').on(t.entity, t.entityId)],
  );

  /** Durable e-mail queue: a mail is stored first and sent (and retried) from here. */
  const mailQueue = k.table(
    'mail_queue',
    {
      id: k.id(),
      message: k.json('message').notNull(),
      attempts: k.integer('attempts').notNull().default(0),
      nextAttemptAt: k.text('next_attempt_at').notNull(),
      sentAt: k.text('sent_at'),
      lastError: k.text('last_error'),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('mail_queue_pending_idx').on(t.sentAt, t.nextAttemptAt)],
  );

  // Analytics figures (decision 009), derived data: each counted stage's revenue and hours and
  // each staff member's share of them, computed in SQL (features/analytics/stage-figures-sql.ts)
  // and kept current by triggers (SQLite's migration 0003, PostgreSQL's migrations-pg/0001) that list the stages a write touched in
  // `stale_stage_figures`; every analytics call first recomputes those stages.

  /** Stages whose figures must be recomputed before the next analytics answer. */
  const staleStageFigures = k.table('stale_stage_figures', {
    stageId: k.integer('stage_id').primaryKey(),
  });

  /** A counted stage (completed, active order, dated): its revenue parts in Rappen and its hours. */
  const stageFigures = k.table(
    'stage_figures',
    {
      stageId: k.integer('stage_id').primaryKey(),
      date: k.text('date').notNull(),
      clientId: k.integer('client_id').notNull(),
      typeId: k.integer('type_id').notNull(),
      /** Revenue without drive. */
      revenueRp: k.money('revenue_rp').notNull(),
      /** The drive share: revenue with drive = revenue + drive. */
      driveRp: k.money('drive_rp').notNull(),
      /** Disposal discount added back with noDiscount. */
      discountRp: k.money('discount_rp').notNull(),
      hours: k.real('hours').notNull(),
    },
    (t) => [
      k.index('stage_figures_date_idx').on(t.date, t.typeId, t.clientId, t.revenueRp, t.driveRp, t.discountRp, t.hours),
      k.index('stage_figures_client_idx').on(t.clientId, t.date, t.typeId, t.revenueRp, t.driveRp, t.discountRp, t.hours),
    ],
  );

  /** A staff member's hours (> 0) on a counted stage and their hours share of its revenue (unrounded). */
  const staffStageFigures = k.table(
    'staff_stage_figures',
    {
      userId: k.integer('user_id').notNull(),
      stageId: k.integer('stage_id').notNull(),
      date: k.text('date').notNull(),
      typeId: k.integer('type_id').notNull(),
      hours: k.real('hours').notNull(),
      revenueRp: k.real('revenue_rp').notNull(),
      discountRp: k.real('discount_rp').notNull(),
      rating: k.integer('rating'),
    },
    (t) => [
      k.primaryKey({ columns: [t.stageId, t.userId] }),
      k.index('staff_stage_figures_user_idx').on(t.userId, t.date, t.typeId, t.hours, t.revenueRp, t.discountRp, t.rating),
    ],
  );

  /**
   * A staff member's absence (holidays, sickness, training, other) over a day range, both ends
   * included (issue 21, decision 021). The board shows it hatched; planning onto it warns.
   */
  const absences = k.table(
    'absences',
    {
      id: k.id(),
      userId: k.integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
      /** 'YYYY-MM-DD', first and last day. */
      startDate: k.text('start_date').notNull(),
      endDate: k.text('end_date').notNull(),
      reason: k.text('reason', { enum: ABSENCE_REASONS }).notNull(),
      createdByUserId: k.integer('created_by_user_id').references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('absences_user_idx').on(t.userId, t.startDate), k.index('absences_range_idx').on(t.startDate, t.endDate)],
  );

  /**
   * Automatic messages (issue 20, decision 025): one row (id 1) with a switch per message and the
   * hour of the day-before reminder (Europe/Zurich). No row: everything on, 16:00.
   */
  const notificationSettings = k.table('notification_settings', {
    id: k.integer('id').primaryKey(),
    orderConfirmation: k.boolean('order_confirmation').notNull().default(true),
    changeConfirmation: k.boolean('change_confirmation').notNull().default(true),
    dayBeforeReminder: k.boolean('day_before_reminder').notNull().default(true),
    reportAvailable: k.boolean('report_available').notNull().default(true),
    pushAssignment: k.boolean('push_assignment').notNull().default(true),
    pushStageChanged: k.boolean('push_stage_changed').notNull().default(true),
    pushConfirmReminder: k.boolean('push_confirm_reminder').notNull().default(true),
    reminderHour: k.integer('reminder_hour').notNull().default(16),
    updatedAt: k.text('updated_at'),
  });

  /**
   * The day-before reminder of a stage (decision 025): one row per stage, written when the stage
   * gets or changes its date. remindOn is the working day before stageDate; the scheduler sends
   * on that day at the reminder hour and claims the row by setting sentAt (compare-and-set).
   * skipped: no mail went out (already past due when the date was set, cancelled, switched off).
   */
  const stageReminders = k.table(
    'stage_reminders',
    {
      stageId: k.integer('stage_id').primaryKey().references(() => stages.id, { onDelete: 'cascade' }),
      stageDate: k.text('stage_date').notNull(),
      remindOn: k.text('remind_on').notNull(),
      sentAt: k.text('sent_at'),
      skipped: k.boolean('skipped').notNull().default(false),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('stage_reminders_due_idx').on(t.sentAt, t.remindOn)],
  );

  /**
   * Working time (issue 32, decision 037): one row per tap on the phone's "Zeit" screen. `at` is
   * the phone's time (ISO UTC; corrected in place, the earlier values in time_entry_corrections),
   * `receivedAt` the server's. Kept five years: no cascade from users (a deleted person is
   * anonymised, not removed, while entries exist).
   */
  const timeEntries = k.table(
    'time_entries',
    {
      id: k.id(),
      userId: k.integer('user_id').notNull().references(() => users.id),
      /** The phone's UUID of the tap: the same tap sent twice is stored once. */
      clientId: k.text('client_id').notNull(),
      kind: k.text('kind', { enum: TIME_ENTRY_KINDS }).notNull(),
      at: k.text('at').notNull(),
      stageId: k.integer('stage_id').references(() => stages.id, { onDelete: 'set null' }),
      receivedAt: k.text('received_at').notNull(),
      /** The phone's clock minus the server's at receipt, in minutes; null when unknown. */
      clockOffsetMinutes: k.integer('clock_offset_minutes'),
      createdAt: k.createdAt(),
    },
    (t) => [k.uniqueIndex('time_entries_client_unique').on(t.userId, t.clientId), k.index('time_entries_user_at_idx').on(t.userId, t.at), k.index('time_entries_stage_idx').on(t.stageId)],
  );

  /** The values a time entry had before each correction, with the reason and who corrected. */
  const timeEntryCorrections = k.table(
    'time_entry_corrections',
    {
      id: k.id(),
      entryId: k.integer('entry_id').notNull().references(() => timeEntries.id),
      kind: k.text('kind', { enum: TIME_ENTRY_KINDS }).notNull(),
      at: k.text('at').notNull(),
      reason: k.text('reason').notNull(),
      correctedByUserId: k.integer('corrected_by_user_id').notNull().references(() => users.id),
      createdAt: k.createdAt(),
    },
    (t) => [k.index('time_entry_corrections_entry_idx').on(t.entryId)],
  );

  /** An approved ("visiert") week of a person: its entries are locked for the person. */
  const timeWeekApprovals = k.table(
    'time_week_approvals',
    {
      userId: k.integer('user_id').notNull().references(() => users.id),
      /** 'YYYY-Www'. */
      week: k.text('week').notNull(),
      approvedByUserId: k.integer('approved_by_user_id').notNull().references(() => users.id),
      /** The person's weekly target hours when the week was approved: the week keeps it (decision 037). */
      weeklyTargetHours: k.real('weekly_target_hours').notNull().default(DEFAULT_WEEKLY_TARGET_HOURS),
      createdAt: k.createdAt(),
    },
    (t) => [k.primaryKey({ columns: [t.userId, t.week] })],
  );

  /**
   * Travel minutes of the routing provider (MAPS_PROVIDER) between two places, the board's
   * cache (issue 33, decision 035): the week answer reads it, one bounded table request fills
   * what is missing. `provider` is the router's URL; a place is 'lat,lon' of the locality data.
   */
  const travelTimes = k.table(
    'travel_times',
    {
      provider: k.text('provider').notNull(),
      fromPlace: k.text('from_place').notNull(),
      toPlace: k.text('to_place').notNull(),
      minutes: k.integer('minutes').notNull(),
      fetchedAt: k.text('fetched_at').notNull(),
    },
    (t) => [k.primaryKey({ columns: [t.provider, t.fromPlace, t.toPlace] })],
  );

  return {
    clients,
    clientServiceSettings,
    users,
    passwordResetTokens,
    sessions,
    signInPlaces,
    authAttempts,
    calendarFeeds,
    pushSubscriptions,
    pushQueue,
    serverSecrets,
    calculations,
    orders,
    stages,
    stageAssignments,
    clientRatings,
    images,
    stageSignatures,
    invoices,
    invoiceLines,
    payments,
    paymentAllocations,
    invoiceReminders,
    creditNotes,
    creditNoteLines,
    creditTransfers,
    invoiceWriteOffs,
    dunningBlocks,
    clientErrors,
    idempotencyRecords,
    auditLog,
    mailQueue,
    staleStageFigures,
    stageFigures,
    staffStageFigures,
    absences,
    notificationSettings,
    stageReminders,
    timeEntries,
    timeEntryCorrections,
    timeWeekApprovals,
    travelTimes,
  };
}
