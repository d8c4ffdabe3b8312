import { type ConstructionLogDetail, formatTime, CONSTRUCTION_LOG_PERMS as P } from '@zj/contract';
import { Button, Card, Col, Row, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { useLogCalendar } from '../api/construction-logs.ts';
import { LogCalendar } from '../components/log-calendar.tsx';
import { type EditorTarget, LogEditor } from '../components/log-editor.tsx';
import { LogList } from '../components/log-list.tsx';
import { LogPrint } from '../components/log-print.tsx';
import '../construction-log-texts.ts';
import { dayAction, daysByDate } from '../log-form-model.ts';

/** Today in the display zone (the server's day), `YYYY-MM-DD`. */
const todayKey = () => formatTime(new Date()).slice(0, 10);

function ConstructionLog({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const access = useAccess();
  const compact = useNarrowScreen();
  const today = todayKey();
  const [month, setMonth] = useState<Dayjs>(() => dayjs(today));
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const [printed, setPrinted] = useState<ConstructionLogDetail | null>(null);
  const monthKey = month.format('YYYY-MM');
  const calendar = useLogCalendar(projectId, monthKey);
  // Today's month, whichever month the calendar shows (the same query when it shows this month).
  const thisMonth = useLogCalendar(projectId, today.slice(0, 7));
  const todays = daysByDate(thisMonth.data).get(today);
  const mayAdd = access.hasProjectPermi([P.add]);

  const openDay = (date: string) => {
    const action = dayAction(date, today, daysByDate(calendar.data).get(date));
    if (action.kind === 'open') setTarget({ logId: action.logId, date });
    else if (action.kind === 'future') feedback().warning(t('clog.future'));
    else if (mayAdd) setTarget({ date });
    else feedback().warning(t('clog.noRight'));
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        {todays ? (
          <Button
            type="primary"
            onClick={() => setTarget({ logId: todays.logId, date: today })}
            data-testid="clog-today"
          >
            {t('clog.openToday')}
          </Button>
        ) : mayAdd ? (
          <Button
            type="primary"
            onClick={() => {
              setMonth(dayjs(today));
              setTarget({ date: today });
            }}
            data-testid="clog-today"
          >
            {t('clog.today')}
          </Button>
        ) : null}
        <Typography.Text type="secondary">{t('clog.legend')}</Typography.Text>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={14}>
          <Card size="small" title={t('clog.calendar')} data-testid="clog-calendar">
            <LogCalendar
              month={month}
              days={calendar.data}
              today={today}
              compact={compact}
              onMonth={setMonth}
              onDay={openDay}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={10}>
          <Card size="small" title={t('clog.list')}>
            <LogList projectId={projectId} month={monthKey} onOpen={(logId) => setTarget({ logId })} />
          </Card>
        </Col>
      </Row>
      <LogEditor
        projectId={projectId}
        target={target}
        onClose={() => setTarget(null)}
        onCreated={(logId, date) => setTarget({ logId, date })}
        onPrint={setPrinted}
      />
      <LogPrint log={printed} onClose={() => setPrinted(null)} />
    </>
  );
}

/** 施工日志 (menu component business/schedule/log): the current project's construction dailies. */
export default function ConstructionLogPage() {
  return (
    <ProjectScope testId="construction-log-page">
      {(projectId) => <ConstructionLog key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
