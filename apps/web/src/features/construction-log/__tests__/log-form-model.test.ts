import { describe, expect, it } from 'vitest';
import { bodyOf, dayAction, emptyLog, formOf, headcountOf, temperatureText } from '../log-form-model.ts';
import { printLines } from '../print-lines.ts';
import { detail } from './log-test-kit.ts';

describe('the log form model', () => {
  it('drops rows nobody filled in and trims the texts', () => {
    const values = {
      ...emptyLog(),
      weather: ' 多云 ',
      manpower: [
        { trade: '木工', count: 3 },
        { trade: '  ', count: 0 },
      ],
      work: [{ description: '', location: '', planTaskId: null, percent: null }],
      remark: ' 无 ',
    };
    expect(bodyOf(values)).toMatchObject({
      weather: '多云',
      manpower: [{ trade: '木工', count: 3 }],
      work: [],
      remark: '无',
      temperatureLow: null,
    });
  });

  it('reads a stored log back into the form (problems as their ids)', () => {
    const values = formOf(detail());
    expect(values.problemIds).toEqual([3]);
    expect(values.manpower).toHaveLength(2);
    expect(bodyOf(values).machinery).toEqual(detail().machinery);
  });

  it('adds up the headcount of rows being typed', () => {
    expect(headcountOf([{ count: 12 }, { count: 8 }, undefined, { count: null }])).toBe(20);
  });

  it('opens the log of a day, writes a new one up to today, never a future day', () => {
    const day = { logId: 4, logDate: '2026-11-03', signed: true, createBy: '张工' };
    expect(dayAction('2026-11-03', '2026-11-20', day)).toEqual({ kind: 'open', logId: 4 });
    expect(dayAction('2026-11-19', '2026-11-20', undefined)).toEqual({ kind: 'new', date: '2026-11-19' });
    expect(dayAction('2026-11-20', '2026-11-20', undefined)).toEqual({ kind: 'new', date: '2026-11-20' });
    expect(dayAction('2026-11-21', '2026-11-20', undefined)).toEqual({ kind: 'future' });
  });

  it('prints temperatures and the sections as the form has them', () => {
    expect(temperatureText(3, 12)).toBe('3 ~ 12 ℃');
    expect(temperatureText(null, 12)).toBe('12 ℃');
    expect(temperatureText(null, null)).toBe('');
    const t = (key: string, o: Record<string, unknown> = {}) =>
      ({
        'clog.print.people': `${o.trade} ${o.count} 人`,
        'clog.print.sep': '；',
        'clog.print.total': `（合计 ${o.count} 人）`,
        'clog.print.units': `${o.count} 台，${o.hours} 小时`,
        'clog.print.percent': `完成 ${o.percent}%`,
        'clog.print.task': `[计划任务 ${o.name}]`,
        'clog.print.quantity': `完成量 ${o.quantity}`,
      })[key] ?? key;
    expect(printLines(detail(), t)).toEqual({
      manpower: ['木工 12 人；钢筋工 8 人（合计 20 人）'],
      machinery: ['塔吊 QTZ80 1 台，8 小时'],
      work: ['1. 3F 楼板钢筋绑扎 （1#楼） 完成 60% 完成量 18.5 [计划任务 2.1 主体结构]'],
      materials: ['1. 钢筋 HRB400 25.5t （沙钢）'],
      inspections: ['1. 钢筋隐蔽验收 — 王工 ：合格'],
      problems: ['1. 墙体开裂'],
    });
  });
});
