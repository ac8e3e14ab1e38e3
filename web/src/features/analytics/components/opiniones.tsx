// «Opinión de los candidatos» (D173): the answers to «¿Recomendarías este proceso a otra persona?»
// per template and per area — how many, the mean, how many gave each 0…10 — with the completion rate
// of the links the candidates opened beside it (the one rule of analitica/finalizacion.ts). Reviewers
// see only these aggregates; a person's answer is shown on their interview after the decision.
import { Box, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { OpinionesAnalitica } from '@shared/schemas/comentarios';
import { SIN_DATOS, formatEntero, formatNota, formatPorcentaje } from '../formato';
import { Bloque, SinDatos } from './bloque';
import { cuenta } from '@shared/plural';

type Fila = OpinionesAnalitica['total'] & { clave: string };

/** Eleven bars, one per score, tallest = most answers; read as a list by assistive tech. */
function Distribucion({ valores }: { valores: number[] }) {
  const max = Math.max(1, ...valores);
  const texto = valores.map((v, i) => `${i}: ${v}`).join(', ');
  return (
    <Flex align="end" gap="0.5" h="8" role="img" aria-label={`Respuestas por puntuación: ${texto}`} title={texto}>
      {valores.map((v, i) => (
        <Box key={i} w="2" minH="1px" h={`${Math.round((100 * v) / max)}%`} bg={v ? 'blue.solid' : 'border'} rounded="xs" />
      ))}
    </Flex>
  );
}

function TablaOpiniones({ titulo, filas }: { titulo: string; filas: Fila[] }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {titulo}
      </Heading>
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg" maxW="full" tabIndex={0} aria-label={titulo}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Nombre</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Respuestas</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Media (0–10)</Table.ColumnHeader>
              <Table.ColumnHeader>Distribución</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Comentarios</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Enlaces abiertos → finalizadas</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Finalización</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {filas.map((f) => (
              <Table.Row key={f.clave}>
                <Table.Cell fontWeight="medium">{f.nombre}</Table.Cell>
                <Table.Cell textAlign="end">{formatEntero(f.n)}</Table.Cell>
                <Table.Cell textAlign="end" color={f.media === null ? 'fg.muted' : undefined}>
                  {formatNota(f.media) ?? SIN_DATOS}
                </Table.Cell>
                <Table.Cell>
                  <Distribucion valores={f.distribucion} />
                </Table.Cell>
                <Table.Cell textAlign="end">{formatEntero(f.comentarios)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {formatEntero(f.abiertas)} → {formatEntero(f.finalizadas)}
                </Table.Cell>
                <Table.Cell textAlign="end" color={f.tasaFinalizacion === null ? 'fg.muted' : undefined}>
                  {formatPorcentaje(f.tasaFinalizacion) ?? SIN_DATOS}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

export function OpinionesCandidatos({ opiniones }: { opiniones: OpinionesAnalitica | undefined }) {
  return (
    <Bloque
      titulo="Opinión de los candidatos"
      descripcion={`«${opiniones?.pregunta ?? '¿Recomendarías este proceso a otra persona?'}» al finalizar (opcional), con la tasa de finalización de los enlaces que los candidatos abrieron.`}
    >
      {!opiniones || (opiniones.total.n === 0 && opiniones.total.abiertas === 0 && opiniones.total.comentarios === 0) ? (
        <SinDatos detalle="Todavía ningún candidato ha abierto su enlace ni ha respondido." />
      ) : (
        <Stack gap="4" data-testid="opiniones-candidatos">
          <Text fontSize="sm">
            En total: {cuenta(opiniones.total.n, 'respuesta', 'respuestas')}, media{' '}
            {formatNota(opiniones.total.media) ?? SIN_DATOS.toLowerCase()}; finalización{' '}
            {formatPorcentaje(opiniones.total.tasaFinalizacion) ?? SIN_DATOS.toLowerCase()}.
          </Text>
          <TablaOpiniones titulo="Por plantilla" filas={opiniones.porServicio.map((s) => ({ ...s, clave: s.servicioId }))} />
          <TablaOpiniones titulo="Por área" filas={opiniones.porArea.map((a) => ({ ...a, clave: a.areaId ?? 'sin-area' }))} />
        </Stack>
      )}
    </Bloque>
  );
}
