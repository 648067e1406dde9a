import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

export const mailStatuses = ['pending', 'sending', 'sent', 'failed', 'logged'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * Every mail the shop sends, written in the same transaction as the action that causes it (so a mail is
 * never sent for a rolled-back action and never lost for a committed one). Delivered by mail-delivery.ts:
 * over SMTP when SMTP_URL is set, else kept here with status `logged` and written to the server log.
 */
export const mailOutbox = tenantTable(
  'mail_outbox',
  {
    toAddress: text('to_address').notNull(),
    ccAddress: text('cc_address'),
    language: text('language').notNull(),
    templateKey: text('template_key').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a delivery run claimed the row (`sending`); a claim older than a few minutes is taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_pending').on(t.status, t.createdAt)],
  { references: () => tenants.id },
);
