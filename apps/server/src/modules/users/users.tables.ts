import { sql } from 'drizzle-orm';
import { boolean, foreignKey, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import type { Address, Salutation } from '@print/core/users/profile';
import type { UserFieldConfig, UserFieldType } from '@print/core/users/user-fields';
import { tenants } from '../tenancy/tenancy.tables.ts';

/** Roles per tenant (spec §3 Role): name lowercase letters/digits, type system (built-in) or custom. */
export const roles = tenantTable(
  'role',
  {
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<'system' | 'custom'>().notNull().default('custom'),
    rights: text('rights')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  undefined,
  { references: () => tenants.id, primaryKey: ['name'] },
);

export const users = tenantTable(
  'user_account',
  {
    email: text('email'),
    username: text('username'),
    passwordHash: text('password_hash'),
    language: text('language').notNull(),
    // Profile (spec §3): general and specific information.
    salutation: text('salutation').$type<Salutation>().notNull().default(''),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    fax: text('fax').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    street: text('street').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    division: text('division').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Values of the tenant's custom user fields, by field name. */
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    billingAddress: jsonb('billing_address').$type<Address>(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    isTemporary: boolean('is_temporary').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Sessions started before this moment are over (password change, archiving). */
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail and username are unique per tenant: the same person may shop at two tenants.
    uniqueIndex('user_email').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('user_username').on(t.tenantId, t.username),
  ],
  { references: () => tenants.id },
);

/** The tenant's custom user fields (spec §3 User generic field), shown on My Account in `sortOrder`. */
export const userFields = tenantTable(
  'user_field',
  {
    fieldName: text('field_name').notNull(),
    group: text('group').notNull().default('custom'),
    type: text('type').$type<UserFieldType>().notNull().default('text'),
    required: boolean('required').notNull().default(false),
    /** "Use": only fields in use appear on My Account and in prefills. */
    inUse: boolean('in_use').notNull().default(true),
    config: jsonb('config').$type<UserFieldConfig>().notNull(),
    defaultValue: text('default_value').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('user_field_name').on(t.tenantId, t.fieldName)],
  { references: () => tenants.id },
);

export const userRoles = tenantTable(
  'user_role',
  {
    userId: uuid('user_id').notNull(),
    roleName: text('role_name').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.roleName], foreignColumns: [roles.tenantId, roles.name] }).onDelete(
      'cascade',
    ),
  ],
  { primaryKey: ['userId', 'roleName'] },
);
