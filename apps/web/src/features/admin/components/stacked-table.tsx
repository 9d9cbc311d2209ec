import { Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stacked-table.module.css';

export interface StackedColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
}

/** One of a person's lists: a small table, a card per row on a phone, a line when empty. */
export function StackedTable<Row>({
  id,
  title,
  emptyText,
  columns,
  rows,
  rowKey,
}: {
  id: string;
  title: string;
  emptyText: string;
  columns: StackedColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="h4" id={id} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text fz="sm" c="navy.7">
          {emptyText}
        </Text>
      ) : (
        <Table className={classes.table} aria-labelledby={id} striped fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.id} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.id} data-label={column.header}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
