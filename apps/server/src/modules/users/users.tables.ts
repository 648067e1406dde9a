import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/** Roles per tenant (spec §3 Role): name lowercase letters/digits, type system (built-in) or custom. */
export const roles = pgTable(
  'role',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<'system' | 'custom'>().notNull().default('custom'),
    rights: text('rights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] }), tenantIsolation('role')],
);

export const users = pgTable(
  'user_account',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email'),
    username: text('username'),
    passwordHash: text('password_hash'),
    language: text('language').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    isTemporary: boolean('is_temporary').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // E-mail and username are unique per tenant: the same person may shop at two tenants.
    uniqueIndex('user_email').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('user_username').on(t.tenantId, t.username),
    tenantIsolation('user_account'),
  ],
);

export const userRoles = pgTable(
  'user_role',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    roleName: text('role_name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.roleName] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.roleName], foreignColumns: [roles.tenantId, roles.name] }).onDelete(
      'cascade',
    ),
    tenantIsolation('user_role'),
  ],
);
