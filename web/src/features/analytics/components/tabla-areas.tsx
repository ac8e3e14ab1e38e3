// 'Rendimiento por área': one row per area with reports (the server sends them most reports
// first; interviews without an area are 'Sin área'). On a narrow screen the table scrolls inside
// its own box, not the page; the box takes the focus so the keyboard can scroll it too.
import { Table } from '@chakra-ui/react';
import type { AreaAnalitica } from '../api/analytics';
import { SIN_DATOS, formatEntero, formatNota } from '../formato';
import { SinDatos } from './bloque';

export function TablaAreas({ areas }: { areas: AreaAnalitica[] }) {
  if (areas.length === 0) return <SinDatos detalle="Todavía no hay informes de ninguna área." />;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      maxW="full"
      tabIndex={0}
      role="group"
      aria-label="Tabla de rendimiento por área"
      focusRing="outside"
    >
      <Table.Root size="sm" aria-label="Rendimiento por área" minW="lg">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Área</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Informes</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Puntuación media</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Recomendados</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Validadas</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {areas.map((a) => (
            <Table.Row key={a.areaId ?? 'sin-area'}>
              <Table.Cell fontWeight="medium" minW="40">
                {a.nombre}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatEntero(a.informes)}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" color={a.puntuacionMedia === null ? 'fg.muted' : undefined}>
                {formatNota(a.puntuacionMedia) ?? SIN_DATOS}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatEntero(a.recomendados)}</Table.Cell>
              <Table.Cell textAlign="end">{formatEntero(a.validadas)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
