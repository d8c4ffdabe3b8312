import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** A day range (both ends, or neither: the plan's start and finish). */
export interface DayRange {
  beginDate?: string;
  endDate?: string;
}

/** The date range picker of both pages; clearing it goes back to the plan's whole span. */
export function RangeFilter({
  value,
  onChange,
  testId,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      value={value.beginDate && value.endDate ? [dayjs(value.beginDate), dayjs(value.endDate)] : null}
      onChange={(days) =>
        onChange(
          days?.[0] && days[1]
            ? { beginDate: days[0].format('YYYY-MM-DD'), endDate: days[1].format('YYYY-MM-DD') }
            : {},
        )
      }
      placeholder={[t('prod.rangeHint'), '']}
      aria-label={t('prod.range')}
      data-testid={testId}
    />
  );
}
