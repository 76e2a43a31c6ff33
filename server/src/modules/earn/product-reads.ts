import type { PrismaClient } from '@sandbox/prisma';
import { PRODUCT_STATUS, type Language } from '@sandbox/shared';
import { notFound } from '../../errors.ts';
import { localizeRow, localizeRows } from '../catalogue-text.ts';
import { pageWindow, toPage, type PageQuery } from '../paging.ts';
import { toProductWire } from './mappers.ts';

/* The public catalogue: the products not closed, and one product, in the caller's language. */

export async function listProducts(db: PrismaClient, q: PageQuery & { type?: number | undefined }, lang: Language) {
  const where = { status: { not: PRODUCT_STATUS.CLOSED }, ...(q.type === undefined ? {} : { type: q.type }) };
  const [rows, total] = await Promise.all([
    db.product.findMany({ where, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }], ...pageWindow(q) }),
    db.product.count({ where }),
  ]);
  return toPage((await localizeRows(db, 'product', lang, rows)).map(toProductWire), total, q);
}

export async function productDetail(db: PrismaClient, id: string, lang: Language) {
  const p = await db.product.findUnique({ where: { id } });
  if (!p) throw notFound('prod.notFound');
  return toProductWire(await localizeRow(db, 'product', lang, p));
}
