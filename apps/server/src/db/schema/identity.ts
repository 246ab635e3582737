import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@forkly/contracts';
import { addressColumns, timestamps } from './columns';

export const roleEnum = pgEnum('role', ROLES);

/**
 * Every account, whatever its role. Restaurant and courier specifics live in their own tables
 * keyed by the account; a RESTAURANT_ADMIN or RESTAURANT_BRANCH account logs in as its restaurant.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: roleEnum('role').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    contact: text('contact').notNull().default(''),
    ...addressColumns(),
    enabled: boolean('enabled').notNull().default(true),
    /** The language the person uses the app in (en, de, fi): mail to them is written in it. */
    locale: text('locale').notNull().default('en'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * Set at sign-up until the first verification link is opened; login is refused meanwhile. An
     * e-mail change later does not set it again, so it never locks out a customer (decision 016).
     */
    mustVerifyEmail: boolean('must_verify_email').notNull().default(false),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** TOTP secret; set but not enabled while setup is pending confirmation. */
    twoFactorSecret: text('two_factor_secret'),
    /** Time step of the last accepted TOTP code, so no code is accepted twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    /**
     * When the account was removed (DELETE /user/remove): its personal data is erased and its
     * username and e-mail replaced by placeholders, so both can be registered again; orders stay.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    // The user list's sort keys, each ending in id as its ORDER BY does (decision 030); the name is
    // sorted as the list shows it, "Schmidt Anna" lower-cased.
    index('users_name_idx').on(sql`lower(${t.lastName} || ' ' || ${t.firstName})`, t.id),
    index('users_enabled_idx').on(t.enabled, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

/** A login session; the access token carries its id, logout revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_revoked_idx').on(t.revokedAt)],
);

/** Opaque refresh tokens, stored hashed, rotated on use; a reused one revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was exchanged for a newer token (grace period for parallel tabs). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const ONE_TIME_CODE_PURPOSES = ['INVITATION', 'EMAIL_VERIFICATION', 'PASSWORD_RESET', 'TWO_FACTOR_CHALLENGE'] as const;
export const oneTimeCodePurposeEnum = pgEnum('one_time_code_purpose', ONE_TIME_CODE_PURPOSES);

/**
 * Single-use codes: invitations (role + partner request), e-mail verification, password reset and
 * 2FA login challenges. Only the hash is stored.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: oneTimeCodePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** For invitations: the partner type ('restaurant' | 'courier' | 'service') and request. */
    partnerType: text('partner_type'),
    partnerRequestId: integer('partner_request_id'),
    /** For staff invitations (POST /credential): SERVICE or ADMIN; null means the type's own role. */
    invitedRole: roleEnum('invited_role'),
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_codes_hash_idx').on(t.purpose, t.codeHash), index('one_time_codes_user_idx').on(t.userId)],
);

/** Failed login / 2FA attempts per key (account or IP), kept in the database so every instance shares them. */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Outgoing e-mail: the `outbox` provider keeps it here; ADMIN reads it in the dashboard. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to), index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Who did what and when, for every state change worth tracing. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/** Remembered responses of Idempotency-Key requests (make-order, checkout). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userId: integer('user_id').notNull(),
  requestHash: text('request_hash').notNull(),
  response: jsonb('response').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
