import { z } from 'zod';

/** Comma-joined ids or order numbers as RuoYi's drag-sort sends them: "1,2,3" (at most 500). */
const numberList = z
  .string()
  .trim()
  .regex(/^\d{1,9}(,\d{1,9}){0,499}$/, { error: 'a comma-separated list of numbers' });

const sameLength = (ids: string, orders: string) => ids.split(',').length === orders.split(',').length;

/** PUT /system/menu/updateSort: `{menuIds: "1,2", orderNums: "7,3"}`. */
export const menuSortBody = z
  .object({ menuIds: numberList, orderNums: numberList })
  .refine((b) => sameLength(b.menuIds, b.orderNums), { error: 'one order number per id', path: ['orderNums'] });

/** PUT /system/dept/updateSort: `{deptIds: "1,2", orderNums: "7,3"}`. */
export const deptSortBody = z
  .object({ deptIds: numberList, orderNums: numberList })
  .refine((b) => sameLength(b.deptIds, b.orderNums), { error: 'one order number per id', path: ['orderNums'] });

/** The (id, order number) pairs of a sort body's two lists. */
export function sortPairs(ids: string, orderNums: string): Array<{ id: number; orderNum: number }> {
  const orders = orderNums.split(',').map(Number);
  return ids.split(',').map((id, i) => ({ id: Number(id), orderNum: orders[i] ?? 0 }));
}
