import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMS } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { chineseEachTest } from '@/shared/testing/record-feedback.ts';
import { fakeFeedback } from '@/shared/ui/__tests__/test-kit.tsx';
import { previewKind } from '../components/file-preview.tsx';
import QualityFilePage from '../pages/quality-file-page.tsx';
import SafetyFilePage from '../pages/safety-file-page.tsx';
import { inProject, openPage, page } from './quality-fakes.tsx';

const Q = PERMS.business.qualityFile;
const S = PERMS.business.safetyFile;
const fileRow = (fileId: number, fileName: string, folder: string, fileType: string, preview: boolean) => ({
  fileId,
  projectId: 7,
  category: '1',
  folder,
  fileName,
  url: `/prod-api/file/k${fileId}.${fileType}`,
  fileType,
  size: 2048,
  preview,
  createBy: 'admin',
  createTime: '2026-01-02 10:00:00',
  updateTime: null,
});

chineseEachTest();

describe('质量文件 / 安全文件', () => {
  it('lists the files of a folder, renames one, deletes one with confirmation', { timeout: 40_000 }, async () => {
    const told = fakeFeedback();
    const server = fakeServer({
      'GET /business/safetyFile/getQualityFileFolders': () => ({
        code: 200,
        msg: 'ok',
        data: [
          { folder: '默认', count: 1 },
          { folder: '施工方案', count: 1 },
        ],
      }),
      'GET /business/safetyFile/listQualityFile': (call) =>
        page(
          call.query.get('folder') === '施工方案'
            ? [fileRow(2, '方案.pdf', '施工方案', 'pdf', true)]
            : [fileRow(1, '记录.docx', '默认', 'docx', false), fileRow(2, '方案.pdf', '施工方案', 'pdf', true)],
        )(),
      'PUT /business/safetyFile/editQualityFile': ok,
      'DELETE /business/safetyFile/delQualityFile/1': ok,
    });
    inProject([Q.list, Q.add, Q.edit, Q.remove]);
    openPage(<QualityFilePage />);
    const docx = await screen.findByTestId('qfile-row-1');
    // A Word file has no preview; it downloads under its own name.
    expect(within(docx).queryByTestId('qfile-preview-1')).toBeNull();
    expect(within(docx).getByTestId('qfile-download-1').getAttribute('download')).toBe('记录.docx');
    expect(within(docx).getByText('2.0 KB')).toBeTruthy();

    fireEvent.click(screen.getByTestId('qfile-folder-施工方案'));
    await waitFor(() => expect(screen.queryByTestId('qfile-row-1')).toBeNull());
    expect(server.reads.some((url) => url.searchParams.get('folder') === '施工方案')).toBe(true);
    expect(screen.getByTestId('qfile-preview-2')).toBeTruthy();

    await userEvent.click(screen.getByTestId('qfile-edit-2'));
    const name = screen.getByTestId('qfile-edit-name') as HTMLInputElement;
    expect(name.value).toBe('方案.pdf');
    fireEvent.change(name, { target: { value: '钢筋方案.pdf' } });
    await userEvent.click(screen.getByTestId('qfile-edit-submit'));
    await waitFor(() =>
      expect(server.writes[0]).toEqual({
        method: 'PUT',
        path: '/business/safetyFile/editQualityFile',
        body: { fileId: 2, fileName: '钢筋方案.pdf', folder: '施工方案' },
      }),
    );

    fireEvent.click(screen.getByTestId('qfile-folder-all'));
    // fireEvent: the edit dialog may still be closing over the table (its mask takes no pointer).
    fireEvent.click(await screen.findByTestId('qfile-delete-1'));
    await waitFor(() =>
      expect(server.writes[1]).toMatchObject({ method: 'DELETE', path: '/business/safetyFile/delQualityFile/1' }),
    );
    expect(told.success).toHaveBeenCalledWith('删除成功');
  });

  it('safety files have no folders and no 修改; buttons follow the project permissions', async () => {
    fakeServer({
      'GET /business/safetyFile/listSafetyFile': page([
        { ...fileRow(5, '交底.pdf', '默认', 'pdf', true), category: '2' },
      ]),
    });
    inProject([S.list]);
    openPage(<SafetyFilePage />);
    const row = await screen.findByTestId('qfile-row-5');
    expect(screen.queryByTestId('qfile-folders')).toBeNull();
    expect(within(row).queryByTestId('qfile-edit-5')).toBeNull();
    expect(within(row).queryByTestId('qfile-delete-5')).toBeNull();
    expect(screen.queryByTestId('qfile-add')).toBeNull();
  });

  it('previews images and PDF only', () => {
    expect(previewKind('/prod-api/file/a.PNG')).toBe('image');
    expect(previewKind('/prod-api/file/a.pdf')).toBe('pdf');
    expect(previewKind('/prod-api/file/a.docx')).toBeNull();
  });
});
