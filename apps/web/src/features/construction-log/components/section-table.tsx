import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '@/shared/ui/list/use-narrow-screen.ts';
import { NEW_ROW, type Section } from '../log-form-model.ts';
import { PlanTaskPicker } from './plan-task-picker.tsx';
import { type Cell, SECTION_CELLS } from './section-columns.ts';
import './section-table.css';

/** One input of a row, with the contract's limits as form rules. */
function CellInput({ cell, row, disabled }: { cell: Cell; row: number; disabled: boolean }) {
  const { t } = useTranslation();
  const label = t(cell.label);
  if (cell.kind === 'task')
    return (
      <Form.Item name={[row, cell.key]} style={{ margin: 0 }}>
        <PlanTaskPicker row={row} disabled={disabled} ariaLabel={label} />
      </Form.Item>
    );
  if (cell.kind === 'text')
    return (
      <Form.Item
        name={[row, cell.key]}
        noStyle={false}
        style={{ margin: 0 }}
        rules={[
          ...(cell.required
            ? [{ required: true, whitespace: true, message: t('clog.required', { field: label }) }]
            : []),
          { max: cell.max },
        ]}
      >
        <Input maxLength={cell.max} disabled={disabled} aria-label={label} />
      </Form.Item>
    );
  return (
    <Form.Item name={[row, cell.key]} style={{ margin: 0 }}>
      <InputNumber
        min={cell.min}
        max={cell.max}
        {...(cell.decimals ? {} : { precision: 0 })}
        disabled={disabled}
        aria-label={label}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** On a phone: each row a card of labelled fields, its remove button on top. */
function RowCards({
  section,
  rows,
  disabled,
  remove,
}: {
  section: Section;
  rows: Array<{ key: number; name: number }>;
  disabled: boolean;
  remove: (row: number) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Typography.Text type="secondary">{t('clog.empty')}</Typography.Text>;
  return (
    <>
      {rows.map((row, i) => (
        <div key={row.key} className="clog-row-card">
          <div className="clog-row-card-head">
            <Typography.Text type="secondary">#{i + 1}</Typography.Text>
            {disabled ? null : (
              <Button
                type="text"
                danger
                size="small"
                icon={<DeleteOutlined />}
                onClick={() => remove(row.name)}
                data-testid={`clog-${section}-remove-${row.name}`}
              >
                {t('clog.removeRow')}
              </Button>
            )}
          </div>
          {SECTION_CELLS[section].map((cell) => (
            <div key={cell.key} className="clog-row-card-field">
              <span>{t(cell.label)}</span>
              <CellInput cell={cell} row={row.name} disabled={disabled} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}

/** A section of the log as an editable table (cards on a phone): a row per entry, add and remove rows. */
export function SectionTable({ section, disabled }: { section: Section; disabled: boolean }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const cells = SECTION_CELLS[section];
  return (
    <Form.List name={section}>
      {(fields, { add, remove }) => (
        <div data-testid={`clog-${section}`}>
          {narrow ? (
            <RowCards section={section} rows={fields} disabled={disabled} remove={remove} />
          ) : (
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('clog.empty') }}
              columns={[
                ...cells.map((cell) => ({
                  key: cell.key,
                  title: t(cell.label),
                  ...(cell.width ? { width: cell.width } : { minWidth: 140 }),
                  render: (_: unknown, field: { name: number }) => (
                    <CellInput cell={cell} row={field.name} disabled={disabled} />
                  ),
                })),
                ...(disabled
                  ? []
                  : [
                      {
                        key: 'remove',
                        width: 48,
                        render: (_: unknown, field: { name: number }) => (
                          <Button
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('clog.removeRow')}
                            title={t('clog.removeRow')}
                            onClick={() => remove(field.name)}
                            data-testid={`clog-${section}-remove-${field.name}`}
                          />
                        ),
                      },
                    ]),
              ]}
            />
          )}
          {disabled ? null : (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              onClick={() => add({ ...NEW_ROW[section] })}
              style={{ marginTop: 8 }}
              data-testid={`clog-${section}-add`}
            >
              {t('clog.addRow')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
