import type { FormQuery } from '@zj/contract';
import { and, asc, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../core/db/client.ts';
import { contains } from '../../core/db/filters.ts';
import { orderFrom, type PageSort } from '../../core/db/list-order.ts';
import { countWhere, pageOf } from '../../core/db/paging.ts';
import { sysForm } from './forms.tables.ts';

export type Form = typeof sysForm.$inferSelect;
export type FormHead = Omit<Form, 'formContent'>;
export type FormValues = Pick<Form, 'formName' | 'formKey' | 'formContent' | 'modelKey' | 'remark'>;

const { formContent: _content, ...headColumns } = getTableColumns(sysForm);

function where(filter: { formName?: string | undefined; formKey?: string | undefined }): SQL | undefined {
  return and(contains(sysForm.formName, filter.formName), contains(sysForm.formKey, filter.formKey));
}

export class FormsRepository {
  constructor(readonly db: Db) {}

  async page(filter: FormQuery, page: PageSort<FormQuery>) {
    const condition = where(filter);
    const [rows, total] = await Promise.all([
      this.db
        .select(headColumns)
        .from(sysForm)
        .where(condition)
        .orderBy(
          ...orderFrom(
            page,
            {
              formId: sysForm.formId,
              formName: sysForm.formName,
              formKey: sysForm.formKey,
              modelKey: sysForm.modelKey,
              createTime: sysForm.createTime,
              updateTime: sysForm.updateTime,
            },
            sysForm.formId,
            [desc(sysForm.formId)],
          ),
        )
        .limit(page.pageSize)
        .offset(pageOf(page).offset),
      countWhere(this.db, sysForm, condition),
    ]);
    return { rows: rows as FormHead[], total };
  }

  /** Every form's head, by name (pickers); at most `limit`. */
  heads(limit: number): Promise<FormHead[]> {
    return this.db.select(headColumns).from(sysForm).orderBy(asc(sysForm.formName), asc(sysForm.formId)).limit(limit);
  }

  async byId(formId: number): Promise<Form | undefined> {
    const [row] = await this.db.select().from(sysForm).where(eq(sysForm.formId, formId)).limit(1);
    return row;
  }

  async byKey(formKey: string): Promise<Form | undefined> {
    const [row] = await this.db.select().from(sysForm).where(eq(sysForm.formKey, formKey)).limit(1);
    return row;
  }

  async insert(values: FormValues, createBy: string, tx: Tx = this.db) {
    const [row] = await tx
      .insert(sysForm)
      .values({ ...values, createBy })
      .returning({ formId: sysForm.formId });
    return row;
  }

  async update(formId: number, values: FormValues, updateBy: string, tx: Tx = this.db) {
    const rows = await tx
      .update(sysForm)
      .set({ ...values, updateBy, updateTime: new Date() })
      .where(eq(sysForm.formId, formId))
      .returning({ id: sysForm.formId });
    return rows.length;
  }

  async delete(ids: number[]) {
    const rows = await this.db.delete(sysForm).where(inArray(sysForm.formId, ids)).returning({ id: sysForm.formId });
    return rows.length;
  }
}
