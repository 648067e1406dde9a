import type { MediaCredit } from '@print/core/media/stock-photos';
import { integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/**
 * An uploaded image (a shopper's logo or motif for a print product, an admin's product or page picture,
 * a stock photo chosen in the page builder). The bytes live in the media
 * storage under the tenant's folder, named by their SHA-256, so the same file uploaded twice is stored
 * once per tenant. Served at /media/{id} to the tenant's own hosts only.
 */
export const mediaFiles = tenantTable(
  'media_file',
  {
    sha256: text('sha256').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    widthPx: integer('width_px').notNull(),
    heightPx: integer('height_px').notNull(),
    /** The file name the browser sent (shown back to the uploader only; never used as a path). */
    originalName: text('original_name').notNull().default(''),
    uploadedBy: uuid('uploaded_by'),
    /** The WebP thumbnail, made by the media.thumbnail job for admin uploads (shoppers' at upload). */
    thumbnailStatus: text('thumbnail_status')
      .$type<'none' | 'pending' | 'ready' | 'failed'>()
      .notNull()
      .default('none'),
    /**
     * A stock photo's photographer and provider, credited with the links the provider's guidelines ask
     * for wherever the picture is shown (the page builder copies it into the image block). Null for
     * the shop's own pictures.
     */
    credit: jsonb('credit').$type<MediaCredit>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_file_sha256').on(t.tenantId, t.sha256)],
  { references: () => tenants.id },
);
