// 'Rendimiento por área': one row per area with reports (the server sends them most reports first;
// interviews without an area are 'Sin área'). From `md` up it is a table; below, where five columns do
// not fit, each area is a card with its four figures, each named — nothing is cut off at a column edge
// looking complete (D80), and nothing has to be scrolled sideways to be found.
import { Box, DataList, Stack, Table, Text } from '@chakra-ui/react';
import { ETIQUETA_PUNTUACION } from '@shared/schemas/informe';
import type { AreaAnalitica } from '../api/analytics';
import { SIN_DATOS, formatEntero, formatNota } from '../formato';
import { SinDatos } from './bloque';

const clave = (a: AreaAnalitica) => a.areaId ?? 'sin-area';

/** The four figures of an area, with the names the table's headers give them. */
function cifras(a: AreaAnalitica): [string, string, boolean][] {
  return [
    ['Informes', formatEntero(a.informes), false],
    [ETIQUETA_PUNTUACION.media, formatNota(a.puntuacionMedia) ?? SIN_DATOS, a.puntuacionMedia === null],
    ['Recomendados', formatEntero(a.recomendados), false],
    ['Validadas', formatEntero(a.validadas), false],
  ];
}

/** Below `md`: one card per area. */
function ListaAreas({ areas }: { areas: AreaAnalitica[] }) {
  return (
    <Stack as="ul" gap="3" hideFrom="md" aria-label="Rendimiento por área" data-testid="areas-lista">
      {areas.map((a) => (
        <Box as="li" key={clave(a)} listStyleType="none" borderWidth="1px" rounded="lg" bg="bg" p="3">
          <Text fontWeight="semibold" mb="2" wordBreak="break-word">
            {a.nombre}
          </Text>
          <DataList.Root orientation="vertical" size="sm" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="3">
            {cifras(a).map(([etiqueta, valor, sinDatos]) => (
              <DataList.Item key={etiqueta}>
                <DataList.ItemLabel>{etiqueta}</DataList.ItemLabel>
                <DataList.ItemValue fontWeight="medium" color={sinDatos ? 'fg.muted' : undefined}>
                  {valor}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      ))}
    </Stack>
  );
}

export function TablaAreas({ areas }: { areas: AreaAnalitica[] }) {
  if (areas.length === 0) return <SinDatos detalle="Todavía no hay informes de ninguna área." />;
  return (
    <>
      <ListaAreas areas={areas} />
      {/* From md up: a table; it still scrolls inside its own box if a long name makes it wider. */}
      <Table.ScrollArea
        hideBelow="md"
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
              <Table.ColumnHeader textAlign="end">{ETIQUETA_PUNTUACION.media}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Recomendados</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Validadas</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {areas.map((a) => (
              <Table.Row key={clave(a)}>
                <Table.Cell fontWeight="medium" minW="40">
                  {a.nombre}
                </Table.Cell>
                {cifras(a).map(([etiqueta, valor, sinDatos]) => (
                  <Table.Cell key={etiqueta} textAlign="end" whiteSpace="nowrap" color={sinDatos ? 'fg.muted' : undefined}>
                    {valor}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
