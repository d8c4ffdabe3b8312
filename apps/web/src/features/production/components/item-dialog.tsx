import { type ProductionRow, productionItemBody } from '@zj/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import { useSetProductionItem } from '../api/production-api.ts';

interface Values {
  unit: string;
  plannedQuantity: number | null;
}

/** 设置: a leaf task's unit and planned quantity. */
export function ItemDialog({
  planId,
  task,
  onClose,
}: {
  planId: number;
  task: ProductionRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const defaults = useMemo(
    (): Values | undefined => (task ? { unit: task.unit, plannedQuantity: task.plannedQuantity || null } : undefined),
    [task],
  );
  const { modal, formProps } = useFormDialog({
    id: task ? null : undefined,
    prefix: 'prod-item',
    titles: { shown: task ? t('prod.editTitle', { task: task.taskName }) : '' },
    done: 'prod.saved',
    defaults,
    save: useSetProductionItem(planId),
    toBody: (v: Values) => ({
      planId,
      taskId: task?.taskId as number,
      unit: v.unit.trim(),
      plannedQuantity: v.plannedQuantity ?? 0,
    }),
    onClose,
  });
  return (
    <FormDialog
      dialog={{ modal, formProps }}
      schema={productionItemBody}
      items={[
        { name: 'unit', label: 'prod.unit', required: true, testId: 'prod-item-unit' },
        { name: 'plannedQuantity', label: 'prod.planned', number: true, required: true, testId: 'prod-item-quantity' },
      ]}
      width={420}
    />
  );
}
