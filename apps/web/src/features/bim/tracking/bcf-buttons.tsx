import { useQueryClient } from '@tanstack/react-query';
import { PERMS } from '@zj/contract';
import { API } from '@zj/contract/api';
import { Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectPermission } from '@/shared/access/access.tsx';
import { call } from '@/shared/api/call.ts';
import { downloadFrom } from '@/shared/api/download.ts';
import { feedback } from '@/shared/api/feedback.ts';
import { UploadError, uploadFile } from '@/shared/ui/upload/upload-file.ts';
import { modelTrackingKeys } from './tracking-api.ts';
import './tracking-texts.ts';

const P = PERMS.business.problem;
/** What the server's upload kind `bcf` takes (BCF 2.0/2.1 zips). */
export const BCF_ACCEPT = '.bcf,.bcfzip';

/** The project's model problems as a BCF 2.1 file (all of them, or the ones given). */
export const exportBcf = (projectId: number, problemIds: number[] = []) =>
  downloadFrom(
    API.bcf.bcfExport,
    { query: { projectId, problemIds: problemIds.join(',') } },
    `problems_${projectId}_${Date.now()}.bcf`,
  );

/** Uploads a BCF file through the one upload path, then reads it into the project's problems. */
export async function importBcf(projectId: number, file: File) {
  const stored = await uploadFile(file, 'bcf');
  return (await call(API.bcf.bcfImport, { body: { projectId, url: stored.url } })).data;
}

/**
 * 导出BCF / 导入BCF on 问题追踪: the exchange with Revit, Navisworks, Solibri, BIMcollab and ACC.
 * The import says how many topics became problems, how many updated one, and what it skipped;
 * the list and the pins are read again.
 */
export function BcfButtons({ projectId, onImported }: { projectId: number; onImported(): void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const pick = async (file: File) => {
    setBusy(true);
    try {
      const result = await importBcf(projectId, file);
      const summary = t('modelTracking.bcf.imported', { imported: result.imported, updated: result.updated });
      if (result.warnings.length) {
        Modal.info({
          title: summary,
          content: (
            <ul data-testid="bcf-warnings" style={{ paddingInlineStart: 20, margin: 0 }}>
              {result.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ),
        });
      } else feedback().success(summary);
      // New problems may bring viewpoints: the pins are read again with the list.
      void client.invalidateQueries({ queryKey: modelTrackingKeys.all });
      onImported();
    } catch (error) {
      // A refused call was shown by the request client; an upload refusal is told here.
      if (error instanceof UploadError) feedback().error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ProjectPermission perms={[P.export]}>
        <Button onClick={() => void exportBcf(projectId)} data-testid="tracking-bcf-export">
          {t('modelTracking.bcf.export')}
        </Button>
      </ProjectPermission>
      <ProjectPermission perms={[P.add]}>
        <Upload
          accept={BCF_ACCEPT}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button loading={busy} data-testid="tracking-bcf-import">
            {t('modelTracking.bcf.import')}
          </Button>
        </Upload>
      </ProjectPermission>
    </>
  );
}
