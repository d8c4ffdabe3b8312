import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface PairListProps<K extends string> {
  title: string;
  keys: readonly [K, K];
  labels: readonly [string, string];
  rows: Record<K, string>[];
  onChange: (rows: Record<K, string>[]) => void;
  testId: string;
}

/** A small editable list of two-field rows (enum values, constraints, properties of a form field). */
export function PairList<K extends string>({ title, keys, labels, rows, onChange, testId }: PairListProps<K>) {
  const { t } = useTranslation();
  const [first, second] = keys;
  const set = (index: number, key: K, value: string) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }} data-testid={testId}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{title}</Typography.Text>
        <Button
          size="small"
          onClick={() => onChange([...rows, { [first]: '', [second]: '' } as Record<K, string>])}
          data-testid={`${testId}-add`}
        >
          {t('panel.common.add')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 240, overflowY: 'auto' }}>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
          <Flex key={index} gap={4} style={{ marginBottom: 4 }}>
            <Input
              size="small"
              placeholder={labels[0]}
              aria-label={labels[0]}
              value={row[first]}
              onChange={(event) => set(index, first, event.target.value)}
              data-testid={`${testId}-${index}-${first}`}
            />
            <Input
              size="small"
              placeholder={labels[1]}
              aria-label={labels[1]}
              value={row[second]}
              onChange={(event) => set(index, second, event.target.value)}
              data-testid={`${testId}-${index}-${second}`}
            />
            <Button size="small" danger onClick={() => onChange(rows.filter((_, at) => at !== index))}>
              {t('panel.common.remove')}
            </Button>
          </Flex>
        ))}
      </div>
    </Flex>
  );
}
