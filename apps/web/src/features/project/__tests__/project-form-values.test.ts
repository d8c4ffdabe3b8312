import { projectCreate, projectUpdate } from '@zj/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { projectRow } from '@/shared/testing/fake-server.ts';
import { fromProjectRow, parentChoices, toProjectBody } from '../project-form-values.ts';

describe('project form values', () => {
  it('turns dates into YYYY-MM-DD, keeps numbers and sends empty fields as null', () => {
    const body = toProjectBody({
      parentId: 3,
      projectName: '  滨江综合体 ',
      projectCode: '',
      projectType: 'building',
      status: '0',
      address: '   ',
      longitude: 120.123456,
      latitude: 0,
      ownerUnit: '滨江城投',
      contractorUnit: undefined,
      supervisorUnit: null,
      designUnit: ' 华东院 ',
      startDate: dayjs('2024-03-01T15:30:00'),
      plannedEndDate: null,
      cover: '',
      description: undefined,
      orderNum: null,
    });
    expect(body).toEqual({
      parentId: 3,
      projectName: '滨江综合体',
      projectCode: null,
      projectType: 'building',
      status: '0',
      address: null,
      longitude: 120.123456,
      latitude: 0,
      ownerUnit: '滨江城投',
      contractorUnit: null,
      supervisorUnit: null,
      designUnit: '华东院',
      startDate: '2024-03-01',
      plannedEndDate: null,
      cover: null,
      description: null,
      orderNum: 0,
    });
    expect('projectId' in body).toBe(false);
    expect(projectCreate.safeParse(body).success).toBe(true);
  });

  it('makes a top-level project without a parent and an update body with the projectId', () => {
    const body = toProjectBody({ projectName: '新项目', status: '1', orderNum: 5 }, 9);
    expect(body).toMatchObject({ parentId: 0, projectName: '新项目', orderNum: 5, projectId: 9, longitude: null });
    expect(projectUpdate.safeParse(body).success).toBe(true);
  });

  it('reads a project back into the form: root parent empty, dates as days', () => {
    const row = projectRow(7, '滨江综合体', { startDate: '2024-03-01', plannedEndDate: '2026-12-31', latitude: 30.2 });
    const values = fromProjectRow(row);
    expect(values.parentId).toBeUndefined();
    expect(values.startDate?.format('YYYY-MM-DD')).toBe('2024-03-01');
    expect(values.plannedEndDate?.format('YYYY-MM-DD')).toBe('2026-12-31');
    expect(toProjectBody(values, 7)).toMatchObject({ startDate: '2024-03-01', latitude: 30.2, projectId: 7 });
  });

  it('disables the edited project and its sub-projects as parents', () => {
    const tree = [
      {
        projectId: 1,
        parentId: 0,
        projectName: 'A',
        extend1: 'A',
        children: [
          {
            projectId: 2,
            parentId: 1,
            projectName: 'B',
            extend1: 'B',
            children: [{ projectId: 3, parentId: 2, projectName: 'C', extend1: 'C' }],
          },
        ],
      },
    ];
    const [a] = parentChoices(tree, 2);
    expect(a?.disabled).toBe(false);
    expect(a?.children?.[0]?.disabled).toBe(true);
    expect(a?.children?.[0]?.children?.[0]?.disabled).toBe(true);
    expect(parentChoices(tree, null)[0]?.children?.[0]?.disabled).toBe(false);
  });
});
