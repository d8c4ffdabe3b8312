import type {
  DictDataBody,
  DictDataFilters,
  DictDataQuery,
  DictTypeBody,
  DictTypeFilters,
  DictTypeQuery,
} from '@zj/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains, timeBetween } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { existsWhere, otherThan, pageOf } from '../../core/db/paging.ts';
import { sysDictData, sysDictType } from './dicts.tables.ts';

export type DictType = typeof sysDictType.$inferSelect;
export type DictData = typeof sysDictData.$inferSelect;

export class DictsRepository {
  constructor(readonly db: Db) {}

  private typeWhere(filter: DictTypeFilters): SQL | undefined {
    return and(
      contains(sysDictType.dictName, filter.dictName),
      contains(sysDictType.dictType, filter.dictType),
      filter.status ? eq(sysDictType.status, filter.status) : undefined,
      ...timeBetween(sysDictType.createTime, filter),
    );
  }

  async typePage(filter: DictTypeFilters, page: PageSort<DictTypeQuery>) {
    const condition = this.typeWhere(filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(sysDictType)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              dictId: sysDictType.dictId,
              dictName: sysDictType.dictName,
              dictType: sysDictType.dictType,
              status: sysDictType.status,
              createTime: sysDictType.createTime,
            },
            sysDictType.dictId,
            [asc(sysDictType.dictId)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(sysDictType).where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  allTypes(filter: DictTypeFilters, limit: number) {
    return this.db
      .select()
      .from(sysDictType)
      .where(this.typeWhere(filter))
      .orderBy(asc(sysDictType.dictId))
      .limit(limit);
  }

  async typeById(dictId: number, tx: Tx = this.db): Promise<DictType | undefined> {
    const [row] = await tx.select().from(sysDictType).where(eq(sysDictType.dictId, dictId)).limit(1);
    return row;
  }

  async typeByName(dictType: string, tx: Tx = this.db): Promise<DictType | undefined> {
    const [row] = await tx.select().from(sysDictType).where(eq(sysDictType.dictType, dictType)).limit(1);
    return row;
  }

  typesByIds(ids: number[], tx: Tx = this.db) {
    return tx.select().from(sysDictType).where(inArray(sysDictType.dictId, ids));
  }

  async typeTaken(dictType: string, exceptId?: number, tx: Tx = this.db) {
    return existsWhere(
      tx,
      sysDictType,
      and(eq(sysDictType.dictType, dictType), otherThan(sysDictType.dictId, exceptId)),
    );
  }

  async insertType(body: DictTypeBody, createBy: string, tx: Tx = this.db) {
    const [row] = await tx
      .insert(sysDictType)
      .values({ ...body, remark: body.remark ?? null, createBy })
      .returning();
    return row;
  }

  /** Updates a type; a new dict_type reaches its data through the cascading foreign key. */
  async updateType(dictId: number, body: DictTypeBody, updateBy: string, tx: Tx = this.db) {
    const rows = await tx
      .update(sysDictType)
      .set({ ...body, remark: body.remark ?? null, updateBy, updateTime: new Date() })
      .where(eq(sysDictType.dictId, dictId))
      .returning({ id: sysDictType.dictId });
    return rows.length;
  }

  async deleteTypes(ids: number[], tx: Tx = this.db) {
    const rows = await tx
      .delete(sysDictType)
      .where(inArray(sysDictType.dictId, ids))
      .returning({ id: sysDictType.dictId });
    return rows.length;
  }

  /** The first of the types that still has data. */
  async firstTypeWithData(types: string[], tx: Tx = this.db): Promise<string | undefined> {
    if (!types.length) return undefined;
    const [row] = await tx
      .select({ dictType: sysDictData.dictType })
      .from(sysDictData)
      .where(inArray(sysDictData.dictType, types))
      .limit(1);
    return row?.dictType;
  }

  private dataWhere(filter: DictDataFilters): SQL | undefined {
    return and(
      filter.dictType ? eq(sysDictData.dictType, filter.dictType) : undefined,
      contains(sysDictData.dictLabel, filter.dictLabel),
      filter.status ? eq(sysDictData.status, filter.status) : undefined,
    );
  }

  async dataPage(filter: DictDataFilters, page: PageSort<DictDataQuery>) {
    const condition = this.dataWhere(filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(sysDictData)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              dictCode: sysDictData.dictCode,
              dictLabel: sysDictData.dictLabel,
              dictValue: sysDictData.dictValue,
              dictSort: sysDictData.dictSort,
              status: sysDictData.status,
              createTime: sysDictData.createTime,
            },
            sysDictData.dictCode,
            [asc(sysDictData.dictSort), asc(sysDictData.dictCode)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      this.db.select({ n: count() }).from(sysDictData).where(condition),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  allData(filter: DictDataFilters, limit: number) {
    return this.db
      .select()
      .from(sysDictData)
      .where(this.dataWhere(filter))
      .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode))
      .limit(limit);
  }

  /** Enabled entries of a type, in display order (dropdowns of every screen). */
  dataOfType(dictType: string) {
    return this.db
      .select()
      .from(sysDictData)
      .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
      .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  }

  async dataById(dictCode: number): Promise<DictData | undefined> {
    const [row] = await this.db.select().from(sysDictData).where(eq(sysDictData.dictCode, dictCode)).limit(1);
    return row;
  }

  async valueTaken(dictType: string, dictValue: string, exceptCode?: number, tx: Tx = this.db) {
    return existsWhere(
      tx,
      sysDictData,
      and(
        eq(sysDictData.dictType, dictType),
        eq(sysDictData.dictValue, dictValue),
        otherThan(sysDictData.dictCode, exceptCode),
      ),
    );
  }

  private dataValues(body: DictDataBody) {
    return { ...body, cssClass: body.cssClass ?? '', listClass: body.listClass ?? '', remark: body.remark ?? null };
  }

  async insertData(body: DictDataBody, createBy: string, tx: Tx = this.db) {
    const [row] = await tx
      .insert(sysDictData)
      .values({ ...this.dataValues(body), createBy })
      .returning();
    return row;
  }

  async updateData(dictCode: number, body: DictDataBody, updateBy: string, tx: Tx = this.db) {
    const rows = await tx
      .update(sysDictData)
      .set({ ...this.dataValues(body), updateBy, updateTime: new Date() })
      .where(eq(sysDictData.dictCode, dictCode))
      .returning({ id: sysDictData.dictCode });
    return rows.length;
  }

  async deleteData(codes: number[], tx: Tx = this.db) {
    const rows = await tx
      .delete(sysDictData)
      .where(inArray(sysDictData.dictCode, codes))
      .returning({ id: sysDictData.dictCode });
    return rows.length;
  }
}
