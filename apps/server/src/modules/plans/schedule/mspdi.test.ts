import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chinaCalendar } from './china-holidays.ts';
import { criticalPath } from './critical-path.ts';
import { readMspdi } from './mspdi-read.ts';
import { writeMspdi } from './mspdi-write.ts';
import { type Schedule, ScheduleError } from './types.ts';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const keys = (leftOut: { key: string; count: number; tasks: string[] }[]) =>
  Object.fromEntries(leftOut.map((l) => [l.key, [l.count, l.tasks]]));

describe('MSPDI import', () => {
  it('reads a Project 2003 file on one line, without an encoding, with 2003-style calendar exceptions', () => {
    const bytes = fixture('project2003-one-line.xml');
    expect(bytes.includes(0x0a)).toBe(false);
    const { schedule, read, leftOut } = readMspdi(bytes);
    expect(read).toEqual({
      tasks: 7,
      summaries: 2,
      milestones: 1,
      links: 4,
      resources: 2,
      assignments: 2,
      holidays: 7,
      workdays: 0,
    });
    expect(schedule.name).toBe('办公楼工程');
    expect(schedule.start).toBe('2026-09-21');
    expect(schedule.tasks.map((t) => [t.id, t.name, t.outlineLevel, t.duration])).toEqual([
      ['1', '施工准备', 1, 0],
      ['2', '场地平整', 2, 3],
      ['3', '临时设施', 2, 2],
      ['4', '基础工程', 1, 0],
      ['5', '土方开挖', 2, 5],
      ['6', '基础浇筑 & 养护', 2, 4],
      ['7', '基础完成', 1, 0],
    ]);
    expect(schedule.tasks[1]).toMatchObject({
      percentComplete: 100,
      actualStart: '2026-09-21',
      actualFinish: '2026-09-23',
    });
    expect(schedule.tasks[6]?.milestone).toBe(true);
    expect(schedule.links).toEqual([
      { from: '2', to: '3', type: 'FS', lag: 0 },
      { from: '1', to: '4', type: 'FS', lag: 0 },
      { from: '5', to: '6', type: 'FS', lag: 1 },
      { from: '6', to: '7', type: 'FS', lag: 0 },
    ]);
    expect(schedule.calendar).toMatchObject({ name: '标准', weekendDays: [0, 6], workdays: [] });
    expect(schedule.calendar.holidays[0]).toBe('2026-10-01');
    expect(schedule.resources).toEqual([
      { id: '1', name: '挖掘机班组', type: 'work', maxUnits: 1 },
      { id: '2', name: '管理人员', type: 'work', maxUnits: 2 },
    ]);
    // The unassigned row (ResourceUID −65535) is MS Project's placeholder, not an assignment.
    expect(schedule.assignments).toEqual([
      { taskId: '5', resourceId: '1', units: 1, work: 2400 },
      { taskId: '2', resourceId: '2', units: 0.5, work: 720 },
    ]);
    expect(keys(leftOut)).toEqual({ 'plan.mspdi.costIgnored': [2, ['场地平整', '管理人员']] });
    // 国庆 off: 土方开挖 from Mon 28 Sep: 28, 29, 30 Sep, 8, 9 Oct; the file's dates agree.
    const cp = criticalPath(schedule);
    expect(cp.tasks[4]).toMatchObject({ earlyStart: '2026-09-28', earlyFinish: '2026-10-09' });
    expect(cp.tasks[5]).toMatchObject({ earlyStart: '2026-10-13', earlyFinish: '2026-10-16' });
    expect(cp.finish).toBe('2026-10-16');
  });

  it('reads a Project 2007 file with a material resource, a derived calendar and 调休 exceptions', () => {
    const { schedule, read, leftOut } = readMspdi(fixture('project2007-material-calendars.xml'));
    expect(read).toEqual({
      tasks: 5,
      summaries: 0,
      milestones: 1,
      links: 4,
      resources: 3,
      assignments: 3,
      holidays: 10,
      workdays: 2,
    });
    expect(schedule.calendar).toEqual({
      name: '中国节假日',
      weekendDays: [0, 6],
      holidays: [
        '2026-09-25',
        '2026-09-26',
        '2026-09-27',
        '2026-10-01',
        '2026-10-02',
        '2026-10-03',
        '2026-10-04',
        '2026-10-05',
        '2026-10-06',
        '2026-10-07',
      ],
      workdays: ['2026-09-20', '2026-10-10'],
      minutesPerDay: 480,
    });
    expect(schedule.links).toEqual([
      { from: '1', to: '2', type: 'SS', lag: 2 },
      { from: '2', to: '3', type: 'FS', lag: 0 },
      { from: '3', to: '4', type: 'FS', lag: 0 },
      { from: '4', to: '5', type: 'FS', lag: 0 },
    ]);
    expect(schedule.tasks[0]).toMatchObject({
      wbs: '3.1',
      percentComplete: 60,
      actualStart: '2026-09-14',
      actualFinish: null,
    });
    expect(schedule.tasks[2]).toMatchObject({ startNoEarlierThan: '2026-10-08' });
    expect(schedule.resources).toEqual([
      { id: '1', name: '钢筋班组', type: 'work', maxUnits: 2 },
      { id: '2', name: '商品混凝土 C30', type: 'material', materialLabel: 'm³' },
      { id: '3', name: 'HRB400 钢筋', type: 'material', materialLabel: 't' },
    ]);
    expect(schedule.assignments).toEqual([
      { taskId: '1', resourceId: '1', units: 2, work: 4800 },
      { taskId: '3', resourceId: '2', units: 120, work: 120 },
      { taskId: '1', resourceId: '3', units: 35.5, work: 35.5 },
    ]);
    expect(keys(leftOut)).toEqual({ 'plan.mspdi.otherCalendarIgnored': [1, ['钢筋班组']] });
    // 养护 7 days from Sat 10 Oct (调休, worked): 10, 12–16, 19 Oct.
    const cp = criticalPath(schedule);
    expect(cp.tasks[3]).toMatchObject({ earlyStart: '2026-10-10', earlyFinish: '2026-10-19' });
  });

  it('reads a pretty-printed Project 2010 file with a recurring task and all four link types with ±1 day lags', () => {
    const { schedule, read, leftOut } = readMspdi(fixture('project2010-recurring-links.xml'));
    expect(read).toEqual({
      tasks: 10,
      summaries: 1,
      milestones: 1,
      links: 6,
      resources: 1,
      assignments: 1,
      holidays: 0,
      workdays: 0,
    });
    expect(schedule.tasks.slice(0, 4).map((t) => [t.name, t.outlineLevel, t.duration, t.startNoEarlierThan])).toEqual([
      ['周例会', 1, 0, null],
      ['周例会 1', 2, 1, '2026-03-02'],
      ['周例会 2', 2, 1, '2026-03-09'],
      ['周例会 3', 2, 1, '2026-03-16'],
    ]);
    expect(schedule.links).toEqual([
      { from: '5', to: '6', type: 'FS', lag: 1 },
      { from: '6', to: '7', type: 'SS', lag: -1 },
      { from: '6', to: '8', type: 'FF', lag: 1 },
      { from: '7', to: '9', type: 'SF', lag: -1 },
      { from: '8', to: '10', type: 'FS', lag: 0 },
      // 4 hours (LagFormat 5) is half a day: rounded to a whole one.
      { from: '9', to: '10', type: 'FS', lag: 1 },
    ]);
    expect(keys(leftOut)).toEqual({
      'plan.mspdi.recurringCalendarExceptionIgnored': [1, ['每周一安全检查']],
      'plan.mspdi.recurringExpanded': [1, ['周例会']],
      'plan.mspdi.costIgnored': [1, ['A 测量放线']],
      'plan.mspdi.baselineIgnored': [1, ['B 土方开挖']],
      'plan.mspdi.customFieldsIgnored': [1, ['B 土方开挖']],
      // D 基坑降水 lasts 5 elapsed days (PT120H, DurationFormat 8): kept as 5 working days.
      'plan.mspdi.elapsedDurationAsWorkingDays': [1, ['D 基坑降水']],
      'plan.mspdi.lagRounded': [1, ['F 验槽']],
      'plan.mspdi.timephasedIgnored': [1, ['A 测量放线']],
    });
    expect(schedule.assignments).toEqual([{ taskId: '5', resourceId: '1', units: 1, work: 960 }]);
    // A 0–2, B FS+1 → 3–7, C SS−1 → 2–5, D FF+1 → EF 8, 3–8, E SF−1 → EF ≥ 1 → 0–2, F after D → 8.
    const cp = criticalPath(schedule);
    expect(cp.tasks.slice(4).map((t) => [t.es, t.ef])).toEqual([
      [0, 2],
      [3, 7],
      [2, 5],
      [3, 8],
      [0, 2],
      [8, 8],
    ]);
    expect(cp.tasks[0]).toMatchObject({ summary: true, es: 0, ef: 11 });
  });

  it('reads the same file as UTF-16 with a BOM and as UTF-8 with a BOM', () => {
    const xml = fixture('project2007-material-calendars.xml')
      .toString('utf8')
      .replace('encoding="UTF-8"', 'encoding="UTF-16"');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]);
    expect(readMspdi(utf16).read.tasks).toBe(5);
    expect(readMspdi(utf16).schedule.resources[1]?.materialLabel).toBe('m³');
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('project2003-one-line.xml')]);
    expect(readMspdi(utf8).schedule.tasks[0]?.name).toBe('施工准备');
    // A declared legacy encoding: GBK bytes of 中文 (D6 D0 CE C4).
    const gbk = Buffer.concat([
      Buffer.from(
        '<?xml version="1.0" encoding="GBK"?><Project><StartDate>2026-03-02T08:00:00</StartDate><Tasks><Task><UID>1</UID><Name>',
      ),
      Buffer.from([0xd6, 0xd0, 0xce, 0xc4]),
      Buffer.from('</Name><OutlineLevel>1</OutlineLevel><Duration>PT8H0M0S</Duration></Task></Tasks></Project>'),
    ]);
    expect(readMspdi(gbk).schedule.tasks.map((t) => [t.name, t.duration])).toEqual([['中文', 1]]);
  });

  it('refuses what is not an MS Project file', () => {
    expect(() => readMspdi('<Workbook><Sheet/></Workbook>')).toThrow(
      expect.objectContaining({ key: 'plan.mspdi.notProject' }),
    );
    expect(() => readMspdi('not xml at all')).toThrow(ScheduleError);
  });
});

describe('MSPDI export → import', () => {
  const schedule = (): Schedule => {
    const s: Schedule = {
      name: '综合楼 <一期> & 二期',
      start: '2026-09-21',
      calendar: chinaCalendar(),
      tasks: [
        { id: '1', name: '基础', outlineLevel: 1, wbs: '1', duration: 0, milestone: false, percentComplete: 40 },
        { id: '2', name: '开挖', outlineLevel: 2, wbs: '1.1', duration: 5, milestone: false, percentComplete: 100 },
        { id: '3', name: '垫层', outlineLevel: 2, wbs: '1.2', duration: 2, milestone: false, percentComplete: 20 },
        { id: '4', name: '主体', outlineLevel: 1, wbs: '2', duration: 0, milestone: false, percentComplete: 0 },
        { id: '5', name: '一层', outlineLevel: 2, wbs: '2.1', duration: 0, milestone: false, percentComplete: 0 },
        { id: '6', name: '一层柱', outlineLevel: 3, wbs: '2.1.1', duration: 4, milestone: false, percentComplete: 0 },
        {
          id: '7',
          name: '一层板',
          outlineLevel: 3,
          wbs: '2.1.2',
          duration: 3,
          milestone: false,
          percentComplete: 0,
          startNoEarlierThan: '2026-10-20',
        },
        { id: '8', name: '二层', outlineLevel: 2, wbs: '2.2', duration: 6, milestone: false, percentComplete: 0 },
        { id: '9', name: '封顶', outlineLevel: 1, wbs: '3', duration: 0, milestone: true, percentComplete: 0 },
        { id: '10', name: '外架', outlineLevel: 1, wbs: '', duration: 10, milestone: false, percentComplete: 0 },
      ].map((t) => ({ startNoEarlierThan: null, actualStart: null, actualFinish: null, ...t })),
      links: [
        { from: '2', to: '3', type: 'FS', lag: 0 },
        { from: '1', to: '4', type: 'FS', lag: 1 },
        { from: '6', to: '7', type: 'SS', lag: 2 },
        { from: '6', to: '8', type: 'FF', lag: -1 },
        { from: '8', to: '9', type: 'FS', lag: 0 },
        { from: '6', to: '10', type: 'SF', lag: 3 },
      ],
      resources: [
        { id: '1', name: '木工班组', type: 'work', maxUnits: 3 },
        { id: '2', name: '商品混凝土 C35', type: 'material', materialLabel: 'm³' },
      ],
      assignments: [
        { taskId: '6', resourceId: '1', units: 1.5, work: 2880 },
        { taskId: '7', resourceId: '2', units: 86.5, work: 86.5 },
      ],
    };
    s.tasks[1] = {
      ...(s.tasks[1] as Schedule['tasks'][number]),
      actualStart: '2026-09-21',
      actualFinish: '2026-09-25',
    };
    s.tasks[2] = { ...(s.tasks[2] as Schedule['tasks'][number]), actualStart: '2026-09-28' };
    // The dates a saved plan carries: its last computed early dates.
    const cp = criticalPath(s);
    s.tasks = s.tasks.map((t, i) => ({ ...t, start: cp.tasks[i]?.earlyStart, finish: cp.tasks[i]?.earlyFinish }));
    return s;
  };

  it('gives back everything the model holds, with nothing left out', () => {
    const original = schedule();
    const xml = writeMspdi(original);
    const back = readMspdi(xml);
    expect(back.leftOut).toEqual([]);
    expect(back.schedule).toEqual(original);
    // And once more: the second export is the same text.
    expect(writeMspdi(back.schedule)).toBe(xml);
  });

  it('writes Microsoft codes: link types, lags in tenths of minutes, durations in hours, critical flags', () => {
    const xml = writeMspdi(schedule());
    expect(xml).toContain(
      '<PredecessorUID>6</PredecessorUID><Type>0</Type><CrossProject>0</CrossProject><LinkLag>-4800</LinkLag><LagFormat>7</LagFormat>',
    );
    expect(xml).toContain(
      '<PredecessorUID>6</PredecessorUID><Type>2</Type><CrossProject>0</CrossProject><LinkLag>14400</LinkLag>',
    );
    // 5 days from Mon 21 Sep: 中秋 takes Fri 25 Sep, so the fifth day is Mon 28 Sep.
    expect(xml).toContain(
      '<Name>开挖</Name><Type>1</Type><IsNull>0</IsNull><WBS>1.1</WBS><OutlineNumber>1.1</OutlineNumber><OutlineLevel>2</OutlineLevel><Start>2026-09-21T08:00:00</Start><Finish>2026-09-28T17:00:00</Finish><Duration>PT40H0M0S</Duration>',
    );
    expect(xml).toContain(
      '<Name>一层板</Name><Type>1</Type><IsNull>0</IsNull><WBS>2.1.2</WBS><OutlineNumber>2.1.2</OutlineNumber><OutlineLevel>3</OutlineLevel>',
    );
    expect(xml).toMatch(
      /<Name>一层板<\/Name>.*?<Critical>1<\/Critical><FreeSlack>0<\/FreeSlack><TotalSlack>0<\/TotalSlack>.*?<ConstraintType>4<\/ConstraintType><ConstraintDate>2026-10-20T08:00:00<\/ConstraintDate>/,
    );
    expect(xml).toContain('<Name>综合楼 &lt;一期&gt; &amp; 二期</Name>');
    expect(xml).toContain(
      '<FromDate>2026-10-01T00:00:00</FromDate><ToDate>2026-10-07T23:59:00</ToDate></TimePeriod><Occurrences>1</Occurrences><Name>节假日</Name><Type>1</Type><DayWorking>0</DayWorking>',
    );
    expect(xml).toContain(
      '<FromDate>2026-10-10T00:00:00</FromDate><ToDate>2026-10-10T23:59:00</ToDate></TimePeriod><Occurrences>1</Occurrences><Name>调休上班</Name><Type>1</Type><DayWorking>1</DayWorking>',
    );
  });
});
