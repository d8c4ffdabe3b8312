import type { ConstructionLogCalendarDay } from '@zj/contract';
import { Badge, Calendar } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayKey, daysByDate } from '../log-form-model.ts';
import './log-calendar.css';

interface LogCalendarProps {
  month: Dayjs;
  days: readonly ConstructionLogCalendarDay[] | undefined;
  today: string;
  compact: boolean;
  onMonth: (month: Dayjs) => void;
  onDay: (date: string) => void;
}

/** The month of the current project: each day with a log shows it, green once signed, orange before. */
export function LogCalendar({ month, days, today, compact, onMonth, onDay }: LogCalendarProps) {
  const { t } = useTranslation();
  const byDate = daysByDate(days);
  return (
    <Calendar
      className="clog-calendar"
      fullscreen={!compact}
      value={month}
      onPanelChange={(date, mode) => mode === 'month' && onMonth(date)}
      onSelect={(date, info) => {
        if (info.source === 'date') onDay(dayKey(date));
        else onMonth(date);
      }}
      disabledDate={(date) => dayKey(date) > today}
      cellRender={(date, info) => {
        if (info.type !== 'date' || !date.isSame(month, 'month')) return null;
        const day = byDate.get(dayKey(date));
        if (!day) return null;
        const status = day.signed ? 'success' : 'warning';
        return (
          <span className="clog-day" data-testid={`clog-day-${dayKey(date)}`} data-signed={day.signed ? '1' : '0'}>
            <Badge status={status} text={compact ? '' : t(day.signed ? 'clog.signed' : 'clog.unsigned')} />
            {compact ? null : <span className="clog-day-author">{day.createBy}</span>}
          </span>
        );
      }}
    />
  );
}
