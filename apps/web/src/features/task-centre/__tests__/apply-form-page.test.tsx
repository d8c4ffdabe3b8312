import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import ApplyFormPage from '../pages/apply-form-page.tsx';
import { data, FORM, ok, renderPage } from './fixtures.tsx';

const head = { formId: 7, formName: '质量整改审批', formKey: 'quality_improvement', modelKey: 'quality_improvement' };

function serve() {
  return fakeServer({
    'GET /system/order/forms': () =>
      data([
        { ...head, definitionId: 3 },
        { formId: 8, formName: '请假申请', formKey: 'leave', modelKey: 'leave', definitionId: 4 },
        { formId: 9, formName: '未部署表单', formKey: 'draft', modelKey: 'nothing', definitionId: null },
      ]),
    'GET /system/order/forms/7': () => data(FORM),
    'POST /system/order': ok,
  });
}

const fill = async () => {
  const form = screen.getByTestId('order-apply-form');
  await waitFor(() => expect(form.querySelector('.fjs-form input[type=text]')).toBeTruthy(), { timeout: 5000 });
  return form;
};

const told = recordFeedbackEachTest();

describe('应用申请', { timeout: 40_000 }, () => {
  it('offers only forms with a deployed process, filters them by name', async () => {
    serve();
    renderPage(<ApplyFormPage />);
    expect(await screen.findByTestId('order-apply-form-quality_improvement')).toBeTruthy();
    expect(screen.getByTestId('order-apply-form-leave')).toBeTruthy();
    expect(screen.queryByTestId('order-apply-form-draft')).toBeNull();
    await userEvent.type(screen.getByLabelText('搜索表单名称'), '请假');
    expect(screen.queryByTestId('order-apply-form-quality_improvement')).toBeNull();
    expect(screen.getByTestId('order-apply-form-leave')).toBeTruthy();
  });

  it('refuses a form with a missing required value, then applies and goes to 我的任务', async () => {
    const server = serve();
    renderPage(<ApplyFormPage />);
    await userEvent.click(await screen.findByTestId('order-apply-form-quality_improvement'));
    const form = await fill();
    await userEvent.click(screen.getByTestId('order-apply-submit'));
    expect(told).toContain('请先修正表单中的错误');
    expect(server.writes).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/整改计划名称/), '三层楼板裂缝');
    await userEvent.type(screen.getByTestId('order-apply-title'), '楼板整改');
    await userEvent.click(screen.getByTestId('order-apply-submit'));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toEqual({
      method: 'POST',
      path: '/system/order',
      body: { formId: 7, title: '楼板整改', formData: { planName: '三层楼板裂缝', planContent: '' } },
    });
    expect(told).toContain('申请已提交');
    expect(await screen.findByText('我的任务页面')).toBeTruthy();
  });

  it('says in English when there is nothing to apply with', async () => {
    setLang('en');
    fakeServer({ 'GET /system/order/forms': () => data([{ ...head, definitionId: null }]) });
    renderPage(<ApplyFormPage />);
    expect(await screen.findByText('No form to apply with: a form needs a deployed process')).toBeTruthy();
  });

  it('keeps the picked form in the query: a link opens it, back returns to the forms', async () => {
    const server = serve();
    const { router } = renderPage(
      <ApplyFormPage />,
      ['system:order:add'],
      '/sys/order/apply-form',
      '/sys/order/apply-form?formId=7',
    );
    await screen.findByTestId('order-apply-form');
    await fill();
    expect(screen.getByText('质量整改审批')).toBeTruthy();
    await userEvent.click(screen.getByTestId('order-apply-back'));
    expect(await screen.findByTestId('order-apply-form-leave')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    await userEvent.click(screen.getByTestId('order-apply-form-quality_improvement'));
    await screen.findByTestId('order-apply-form');
    expect(router.state.location.search).toBe('?formId=7');
    await router.navigate(-1);
    expect(await screen.findByTestId('order-apply-form-leave')).toBeTruthy();
    expect(server.writes).toEqual([]);
  });

  it('says so when the form of the link cannot be applied with, and offers the others', async () => {
    serve();
    renderPage(<ApplyFormPage />, ['system:order:add'], '/sys/order/apply-form', '/sys/order/apply-form?formId=9');
    expect(await screen.findByText('该表单不存在或其流程未部署，请另选表单')).toBeTruthy();
    expect(screen.getByTestId('order-apply-form-quality_improvement')).toBeTruthy();
    expect(screen.queryByTestId('order-apply-fill')).toBeNull();
  });

  it('refuses a user without the permission to apply, without asking the server', async () => {
    const server = serve();
    renderPage(<ApplyFormPage />, ['system:order:list']);
    expect((await screen.findByTestId('order-apply-page')).textContent).toContain('您没有提交申请的权限');
    expect(server.reads).toEqual([]);
  });
});
