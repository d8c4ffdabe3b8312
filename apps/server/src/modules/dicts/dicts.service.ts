import {
  type ApiOut,
  type DictDataBody,
  type DictDataFilters,
  type DictDataQuery,
  type DictDataUpdateBody,
  type DictTypeBody,
  type DictTypeFilters,
  type DictTypeQuery,
  type DictTypeUpdateBody,
  dictDataRow,
  dictTypeRow,
} from '@zj/contract';
import { isUniqueViolation } from '../../core/db/errors.ts';
import { badRequest, notFound } from '../../core/http/app-error.ts';
import { responseRow } from '../../core/http/response-row.ts';
import { EXPORT_MAX_ROWS } from '../../core/http/xlsx.ts';
import type { DictData, DictsRepository, DictType } from './dicts.repository.ts';

/**
 * Dictionary types and their data. Nothing is cached in memory: every read goes to the indexed
 * tables, so a change on one replica is seen by all at once (refreshCache is a no-op).
 */
export class DictsService {
  constructor(private readonly repo: DictsRepository) {}

  typeRow(t: DictType): ApiOut<typeof dictTypeRow> {
    return responseRow(dictTypeRow, t);
  }

  dataRow(d: DictData): ApiOut<typeof dictDataRow> {
    return responseRow(dictDataRow, { ...d, default: d.isDefault === 'Y' });
  }

  // Types

  async listTypes(query: DictTypeQuery) {
    const { rows, total } = await this.repo.typePage(query, query);
    return { rows: rows.map((t) => this.typeRow(t)), total };
  }

  async exportTypes(filter: DictTypeFilters) {
    return (await this.repo.allTypes(filter, EXPORT_MAX_ROWS)).map((t) => this.typeRow(t));
  }

  async typeOptions() {
    return (await this.repo.allTypes({}, EXPORT_MAX_ROWS)).map((t) => this.typeRow(t));
  }

  async getType(dictId: number) {
    const row = await this.repo.typeById(dictId);
    if (!row) throw notFound();
    return this.typeRow(row);
  }

  async addType(body: DictTypeBody, userName: string) {
    const taken = () => badRequest('dict.addTypeExists', { name: body.dictName });
    if (await this.repo.typeTaken(body.dictType)) throw taken();
    try {
      await this.repo.insertType(body, userName);
    } catch (error) {
      throw isUniqueViolation(error) ? taken() : error;
    }
  }

  /** Renaming the type renames it on its data too, in the same transaction. */
  async editType(body: DictTypeUpdateBody, userName: string) {
    const { dictId, ...fields } = body;
    const taken = () => badRequest('dict.editTypeExists', { name: body.dictName });
    try {
      await this.repo.db.transaction(async (tx) => {
        if (!(await this.repo.typeById(dictId, tx))) throw notFound();
        if (await this.repo.typeTaken(fields.dictType, dictId, tx)) throw taken();
        await this.repo.updateType(dictId, fields, userName, tx);
      });
    } catch (error) {
      throw isUniqueViolation(error) ? taken() : error;
    }
  }

  /** Refuses the whole call when one of the types still has data. */
  async removeTypes(ids: number[]) {
    await this.repo.db.transaction(async (tx) => {
      const types = await this.repo.typesByIds(ids, tx);
      if (!types.length) throw notFound();
      const used = await this.repo.firstTypeWithData(
        types.map((t) => t.dictType),
        tx,
      );
      if (used) {
        const type = types.find((t) => t.dictType === used);
        throw badRequest('dict.assigned', { name: type?.dictName ?? used });
      }
      await this.repo.deleteTypes(ids, tx);
    });
  }

  // Data

  async listData(query: DictDataQuery) {
    const { rows, total } = await this.repo.dataPage(query, query);
    return { rows: rows.map((d) => this.dataRow(d)), total };
  }

  async exportData(filter: DictDataFilters) {
    return (await this.repo.allData(filter, EXPORT_MAX_ROWS)).map((d) => this.dataRow(d));
  }

  async dataOfType(dictType: string) {
    return (await this.repo.dataOfType(dictType)).map((d) => this.dataRow(d));
  }

  async getData(dictCode: number) {
    const row = await this.repo.dataById(dictCode);
    if (!row) throw notFound();
    return this.dataRow(row);
  }

  private async checkData(body: DictDataBody, mode: 'add' | 'edit', exceptCode?: number) {
    if (!(await this.repo.typeByName(body.dictType))) throw badRequest('dict.typeMissing', { type: body.dictType });
    if (await this.repo.valueTaken(body.dictType, body.dictValue, exceptCode))
      throw badRequest(mode === 'add' ? 'dict.addValueExists' : 'dict.editValueExists', { label: body.dictLabel });
  }

  /** Unique and foreign-key violations of a concurrent change are answered like the checks. */
  private async guarded(
    body: DictDataBody,
    mode: 'add' | 'edit',
    exceptCode: number | undefined,
    run: () => Promise<unknown>,
  ) {
    try {
      await run();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (isUniqueViolation(error) || code === '23503') await this.checkData(body, mode, exceptCode);
      throw error;
    }
  }

  async addData(body: DictDataBody, userName: string) {
    await this.checkData(body, 'add');
    await this.guarded(body, 'add', undefined, () => this.repo.insertData(body, userName));
  }

  async editData(body: DictDataUpdateBody, userName: string) {
    const { dictCode, ...fields } = body;
    await this.checkData(fields, 'edit', dictCode);
    let changed = 0;
    await this.guarded(fields, 'edit', dictCode, async () => {
      changed = await this.repo.updateData(dictCode, fields, userName);
    });
    if (!changed) throw notFound();
  }

  async removeData(codes: number[]) {
    if (!(await this.repo.deleteData(codes))) throw notFound();
  }
}
