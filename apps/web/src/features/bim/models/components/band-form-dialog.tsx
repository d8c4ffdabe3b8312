import { type BandRow, bandBody } from '@zj/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/shared/ui/list/form-dialog.tsx';
import { useFormDialog } from '@/shared/ui/list/use-form-dialog.ts';
import '../../bim-texts.ts';
import { useSaveBand } from '../api/bands.ts';

const EMPTY = { bandName: '' };

/** 新增模型分段 / 重命名模型分段. `band` undefined: closed; null: a new band; a band: rename it. */
export function BandFormDialog({
  projectId,
  band,
  onClose,
  onSaved,
}: {
  projectId: number;
  band: BandRow | null | undefined;
  onClose: () => void;
  /** The new band's id (to choose it), after 新增成功. */
  onSaved?: (bandId: number | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveBand(projectId);
  const dialog = useFormDialog({
    id: band === undefined ? undefined : (band?.bandId ?? null),
    prefix: 'mband',
    titles: { add: 'bim.addBandTitle', edit: 'bim.editBandTitle' },
    fields: EMPTY,
    load: async () => ({ bandName: band?.bandName ?? '' }),
    save: {
      isPending: save.isPending,
      mutateAsync: async (body: { bandName: string; bandId?: number }) => {
        const answer = await save.mutateAsync(
          body.bandId ? { bandId: body.bandId, bandName: body.bandName } : { projectId, bandName: body.bandName },
        );
        const data = (answer as { data?: unknown }).data;
        onSaved?.(typeof data === 'number' ? data : null);
        return answer;
      },
    },
    idKey: 'bandId',
    onClose,
  });
  return (
    <FormDialog
      dialog={dialog}
      schema={bandBody}
      items={[{ name: 'bandName', label: 'bim.bandName', testId: 'mband-form-name' }]}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, fontSize: 12 }}>
        {t('bim.bandHint')}
      </Typography.Paragraph>
    </FormDialog>
  );
}
