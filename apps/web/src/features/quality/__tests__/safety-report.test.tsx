import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMS } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { chineseEachTest } from '@/shared/testing/record-feedback.ts';
import { fakeFeedback } from '@/shared/ui/__tests__/test-kit.tsx';
import SafetyReportPage from '../pages/safety-report-page.tsx';
import { inProject, openPage, page } from './quality-fakes.tsx';

const P = PERMS.business.safetyReport;
const REPORT = {
  reportId: 12,
  projectId: 7,
  projectName: '滨江综合体',
  title: '5月脚手架专项检查',
  level: '重要',
  type: '高空作业',
  dept: '安全部',
  inspectionTime: '2026-05-05 09:00:00',
  inspectionContent: '外脚手架',
  participants: '张三,李四',
  processed: '王五',
  content: '连墙件缺失',
  problem: '3 号楼连墙件缺失',
  problemFiles: '/prod-api/file/p.png',
  rectification: null,
  rectificationFiles: '',
  createBy: 'admin',
  createTime: '2026-05-05 10:00:00',
};

chineseEachTest();

describe('安全报告', () => {
  it('lists the bulletins, opens one, adds one and deletes one', { timeout: 90_000 }, async () => {
    const told = fakeFeedback();
    const server = fakeServer({
      'GET /business/safetyFile/listSafetyReport': page([REPORT]),
      'GET /business/safetyFile/getSafetyReport/12': () => ({ code: 200, msg: 'ok', data: REPORT }),
      'POST /business/safetyFile/addSafetyReport': ok,
      'DELETE /business/safetyFile/delSafetyReport/12': ok,
    });
    inProject([P.list, P.add, P.remove]);
    openPage(<SafetyReportPage />);
    const row = await screen.findByTestId('sreport-row-12');
    expect(within(row).getByText('高空作业')).toBeTruthy();
    expect(server.reads[0]?.search).toBe('?projectId=7&pageNum=1&pageSize=20');

    await userEvent.click(within(row).getByTestId('sreport-view-12'));
    const bulletin = await screen.findByTestId('safety-bulletin');
    expect(within(bulletin).getByText('3 号楼连墙件缺失')).toBeTruthy();
    expect(within(bulletin).getByTestId('safety-bulletin-problem-files')).toBeTruthy();
    expect(screen.getAllByText('安全专项检查通报').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByTestId('sreport-add'));
    await userEvent.click(screen.getByTestId('sreport-form-submit'));
    expect(await screen.findByText('通报标题不能为空')).toBeTruthy();
    expect(server.writes).toEqual([]);
    fireEvent.change(screen.getByTestId('sreport-form-title'), { target: { value: '6月消防检查' } });
    fireEvent.change(screen.getByTestId('sreport-form-dept'), { target: { value: '项目安全部' } });
    fireEvent.change(screen.getByTestId('sreport-form-inspectionContent'), { target: { value: '消防通道' } });
    fireEvent.change(screen.getByTestId('sreport-form-content'), { target: { value: '通道堵塞' } });
    await userEvent.click(screen.getByTestId('sreport-form-submit'));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]?.body).toMatchObject({
      projectId: 7,
      title: '6月消防检查',
      level: '一般',
      type: '高空作业',
      dept: '项目安全部',
      inspectionContent: '消防通道',
      content: '通道堵塞',
      participants: null,
      problemFiles: '',
    });
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('新增成功'));

    fireEvent.click(screen.getByTestId('sreport-delete-12'));
    await waitFor(() =>
      expect(server.writes[1]).toMatchObject({ method: 'DELETE', path: '/business/safetyFile/delSafetyReport/12' }),
    );
  });

  it('shows no 新增 or 删除 without the project permissions', { timeout: 40_000 }, async () => {
    fakeServer({ 'GET /business/safetyFile/listSafetyReport': page([REPORT]) });
    inProject([P.list]);
    openPage(<SafetyReportPage />);
    await screen.findByTestId('sreport-row-12');
    expect(screen.queryByTestId('sreport-add')).toBeNull();
    expect(screen.queryByTestId('sreport-delete-12')).toBeNull();
  });
});
