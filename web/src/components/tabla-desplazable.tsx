// A table that scrolls sideways on a narrow screen: the scroll area is a named region the keyboard
// reaches (axe: scrollable-region-focusable), its name says it scrolls, and the header is a list of
// column titles (a `false` one is left out: a column only some roles see). The rows are the children.
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * What makes a box that scrolls sideways usable by keyboard (axe: scrollable-region-focusable): a tab
 * stop, and a region whose name says what it holds and that it scrolls.
 */
export function desplazableAncho(etiqueta: string) {
  return { tabIndex: 0, role: 'region', 'aria-label': `${etiqueta} (se desplaza a lo ancho)` } as const;
}

/** A column's title, or the title of a column whose cells align at the end (numbers, actions). */
export type ColumnaTabla = string | { titulo: string; alFinal: true } | false;

export function TablaDesplazable({
  etiqueta,
  minW,
  columnas,
  children,
}: {
  /** What the table is: the region is named «{etiqueta} (se desplaza a lo ancho)». */
  etiqueta: string;
  /** The width under which it scrolls instead of squeezing its columns. */
  minW: string;
  columnas: ColumnaTabla[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" {...desplazableAncho(etiqueta)}>
      <Table.Root size="sm" minW={minW}>
        <Table.Header>
          <Table.Row>
            {columnas.map((c) =>
              c === false ? null : typeof c === 'string' ? (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ) : (
                <Table.ColumnHeader key={c.titulo} textAlign="end">
                  {c.titulo}
                </Table.ColumnHeader>
              ),
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
