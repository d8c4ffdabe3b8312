import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMS, qualityTemplateApplyBody } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { chineseEachTest } from '@/shared/testing/record-feedback.ts';
import { fakeFeedback } from '@/shared/ui/__tests__/test-kit.tsx';
import QualityCheckPage from '../pages/quality-check-page.tsx';
import { inProject, openPage, page } from './quality-fakes.tsx';

const P = PERMS.business.qualityCheck;
const BRANCH = {
  branchId: 3,
  projectId: 7,
  branchName: '主体结构',
  branchCode: '02',
  orderNum: 2,
  remark: null,
  itemizeCount: 1,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
};
const ITEMIZE = {
  itemizeId: 31,
  branchId: 3,
  branchName: '主体结构',
  projectId: 7,
  itemizeName: '钢筋',
  orderNum: 1,
  remark: null,
  inspectionCount: 1,
  createBy: 'admin',
  createTime: '2026-01-01 10:00:00',
};
const INSPECTION = {
  inspectionId: 90,
  projectId: 7,
  branchId: 3,
  branchName: '主体结构',
  itemizeId: 31,
  itemizeName: '钢筋',
  lotName: '3F 柱钢筋 第1批',
  inspectDate: '2026-01-02',
  inspector: '李工',
  result: '1',
  photos: '/prod-api/file/a.png',
  remark: null,
  createBy: 'admin',
  createTime: '2026-01-02 10:00:00',
};

chineseEachTest();

describe('质量检查', () => {
  it('shows the tree, the inspections of a 分项, and records one', { timeout: 40_000 }, async () => {
    const told = fakeFeedback();
    const server = fakeServer({
      'GET /business/quality/list': page([BRANCH]),
      'GET /business/quality/listItemize': page([ITEMIZE]),
      'GET /business/quality/listQuality': page([INSPECTION]),
      'POST /business/quality/addQuality': ok,
    });
    inProject([P.list, P.add, P.remove]);
    openPage(<QualityCheckPage />);
    const branch = await screen.findByTestId('qcheck-branch-3');
    expect(server.reads[0]?.search).toBe('?projectId=7&pageNum=1&pageSize=500');
    // Nothing to record against before a 分项 is chosen.
    expect((screen.getByTestId('qcheck-add-inspection') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(branch);
    const itemize = await screen.findByTestId('qcheck-itemize-31');
    expect(server.reads.some((url) => url.search === '?projectId=7&branchId=3&pageNum=1&pageSize=500')).toBe(true);
    fireEvent.click(itemize);
    const row = await screen.findByTestId('qcheck-inspection-row-90');
    expect(within(row).getByText('3F 柱钢筋 第1批')).toBeTruthy();
    expect(within(row).getByText('不合格')).toBeTruthy();
    expect(server.reads.some((url) => url.search === '?projectId=7&itemizeId=31&pageNum=1&pageSize=20')).toBe(true);
    expect(branch).toBeTruthy();

    await userEvent.click(screen.getByTestId('qcheck-add-inspection'));
    expect(screen.getByTestId('qcheck-inspection-itemize').textContent).toContain('钢筋');
    expect((screen.getByTestId('qcheck-inspection-inspector') as HTMLInputElement).value).toBe('质检员');
    await userEvent.click(screen.getByTestId('qcheck-inspection-submit'));
    expect(await screen.findByText('检验批不能为空')).toBeTruthy();
    expect(server.writes).toEqual([]);
    fireEvent.change(screen.getByTestId('qcheck-inspection-lot'), { target: { value: ' 4F 梁钢筋 ' } });
    await userEvent.click(screen.getByTestId('qcheck-inspection-submit'));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    const body = server.writes[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      itemizeId: 31,
      lotName: '4F 梁钢筋',
      inspector: '质检员',
      result: '0',
      photos: '',
      remark: null,
    });
    expect(body.inspectDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('记录成功'));
  });

  it('adds a 分部 and a 分项, deletes one, and applies the template', { timeout: 40_000 }, async () => {
    const told = fakeFeedback();
    const server = fakeServer({
      'GET /business/quality/list': page([BRANCH]),
      'GET /business/quality/listItemize': page([]),
      'GET /business/quality/listQualityTemp': page([
        {
          templateId: 1,
          templateName: 'GB 50300-2013',
          remark: null,
          branches: [],
          createBy: 'admin',
          createTime: null,
        },
      ]),
      'GET /business/quality/listQuality': page([]),
      'POST /business/quality/addQualityBranch': ok,
      'POST /business/quality/addQualityItemize': ok,
      'DELETE /business/quality/delQualityBranch/3': ok,
      'POST /business/quality/applyQualityTemp/1': () => ({
        code: 200,
        msg: 'ok',
        data: { branches: 10, itemizes: 60 },
      }),
    });
    inProject([P.list, P.add, P.remove]);
    openPage(<QualityCheckPage />);
    await screen.findByTestId('qcheck-branch-3');

    await userEvent.click(screen.getByTestId('qcheck-add-branch'));
    fireEvent.change(screen.getByTestId('qcheck-branch-form-name'), { target: { value: '屋面' } });
    await userEvent.click(screen.getByTestId('qcheck-branch-form-submit'));
    await waitFor(() =>
      expect(server.writes[0]).toEqual({
        method: 'POST',
        path: '/business/quality/addQualityBranch',
        body: { projectId: 7, branchName: '屋面' },
      }),
    );

    fireEvent.click(screen.getByTestId('qcheck-branch-3'));
    await userEvent.click(screen.getByTestId('qcheck-add-itemize'));
    fireEvent.change(screen.getByTestId('qcheck-itemize-form-name'), { target: { value: '模板' } });
    await userEvent.click(screen.getByTestId('qcheck-itemize-form-submit'));
    await waitFor(() =>
      expect(server.writes[1]).toEqual({
        method: 'POST',
        path: '/business/quality/addQualityItemize',
        body: { branchId: 3, itemizeName: '模板' },
      }),
    );

    await userEvent.click(screen.getByTestId('qcheck-delete-node'));
    await waitFor(() =>
      expect(server.writes[2]).toMatchObject({ method: 'DELETE', path: '/business/quality/delQualityBranch/3' }),
    );

    await userEvent.click(screen.getByTestId('qcheck-apply-temp'));
    await screen.findByText('GB 50300-2013');
    await userEvent.click(screen.getByTestId('qcheck-temp-submit'));
    await waitFor(() => expect(server.writes[3]?.path).toBe('/business/quality/applyQualityTemp/1'));
    expect(qualityTemplateApplyBody.parse(server.writes[3]?.body)).toEqual({ projectId: 7 });
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('模板应用成功'));
  });

  it('hides the buttons without the project permissions', async () => {
    fakeServer({ 'GET /business/quality/list': page([]) });
    inProject([P.list]);
    openPage(<QualityCheckPage />);
    expect(await screen.findByTestId('qcheck-empty')).toBeTruthy();
    expect(screen.queryByTestId('qcheck-add-branch')).toBeNull();
    expect(screen.queryByTestId('qcheck-apply-temp')).toBeNull();
    expect(screen.queryByTestId('qcheck-delete-node')).toBeNull();
  });
});
