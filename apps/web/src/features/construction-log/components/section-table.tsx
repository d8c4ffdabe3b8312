import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { NEW_ROW, type Section } from '../log-form-model.ts';
import { type Cell, SECTION_CELLS } from './section-columns.ts';

/** One input of a row, with the contract's limits as form rules. */
function CellInput({ cell, row, disabled }: { cell: Cell; row: number; disabled: boolean }) {
  const { t } = useTranslation();
  const label = t(cell.label);
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
        precision={cell.decimals ?? 0}
        disabled={disabled}
        aria-label={label}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}

/** A section of the log as an editable table: a row per entry, add and remove rows. */
export function SectionTable({ section, disabled }: { section: Section; disabled: boolean }) {
  const { t } = useTranslation();
  const cells = SECTION_CELLS[section];
  return (
    <Form.List name={section}>
      {(fields, { add, remove }) => (
        <div data-testid={`clog-${section}`}>
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
