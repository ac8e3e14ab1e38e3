// A vacancy's figures (issue 66 item 7, D194), in its candidates dialog («Cifras») and in Analytics (a
// component of both, so here):
// applications (and how many by the public link), invited, interviews taken and the completion rate, the
// median time from joining to the interview and to a decision, and per stage who is there now, who got
// that far and the conversion. Counts only: no one is named.
import { Box, SimpleGrid, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { cuenta } from '@shared/plural';
import { useRuta } from '../lib/use-ruta';
import { ErrorCarga } from './error-carga';
import { TablaDesplazable } from './tabla-desplazable';

const SIN_DATOS = 'Sin datos';
const ENTERO = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });
const UN_DECIMAL = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
/** «finalista, oferta o descartado». */
const O = new Intl.ListFormat('es', { type: 'disjunction' });
const formatEntero = (n: number) => ENTERO.format(n);
/** A 0..1 rate as a Spanish percentage ('75 %', a no-break space before '%'). */
const porcentaje = (v: number | null) => (v === null ? SIN_DATOS : `${UN_DECIMAL.format(v * 100)}\u00a0%`);
/** Hours as people read them: minutes under one, hours under two days, else whole days. */
function horas(h: number | null): string {
  if (h === null) return SIN_DATOS;
  if (h < 1) return `${ENTERO.format(Math.round(h * 60))} min`;
  if (h < 48) return `${UN_DECIMAL.format(h)} h`;
  return cuenta(Math.round(h / 24), 'día', 'días');
}

/** A vacancy's figures, read when shown. */
function useCifrasVacante(vacanteId: string, empresaId: string | undefined) {
  return useRuta('GET /api/vacantes/{id}/cifras', { params: { id: vacanteId }, query: { empresaId } });
}

function Cifra({ titulo, valor, detalle }: { titulo: string; valor: string; detalle?: string }) {
  return (
    <Box as="dl" borderWidth="1px" rounded="md" p="3" minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {titulo}
      </Text>
      {/* «Sin datos» is no figure: said in the figure's place, in the quieter size of text. */}
      <Text
        as="dd"
        fontSize={valor === SIN_DATOS ? 'md' : '2xl'}
        fontWeight={valor === SIN_DATOS ? 'normal' : 'semibold'}
        color={valor === SIN_DATOS ? 'fg.muted' : undefined}
        lineHeight={valor === SIN_DATOS ? '2.25rem' : undefined}
      >
        {valor}
      </Text>
      {detalle && (
        <Text as="dd" fontSize="xs" color="fg.muted">
          {detalle}
        </Text>
      )}
    </Box>
  );
}

export function CifrasVacanteVista({ vacanteId, empresaId }: { vacanteId: string; empresaId: string | undefined }) {
  const { data, error, isValidating, mutate } = useCifrasVacante(vacanteId, empresaId);
  if (error)
    return (
      <ErrorCarga
        titulo="No se pudieron cargar las cifras de la vacante"
        error={error}
        reintentando={isValidating}
        onReintentar={() => void mutate()}
      />
    );
  if (!data) return <Skeleton height="32" />;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        <Cifra
          titulo="Solicitudes"
          valor={formatEntero(data.solicitudes)}
          detalle={data.porOrigen.enlace ? `${formatEntero(data.porOrigen.enlace)} por el enlace público` : undefined}
        />
        <Cifra titulo="Invitados a la entrevista" valor={formatEntero(data.invitados)} />
        <Cifra
          titulo="Entrevistas hechas"
          valor={formatEntero(data.entrevistados)}
          detalle={`Tasa de finalización: ${porcentaje(data.tasaFinalizacion)}`}
        />
        <Cifra titulo="Hasta la entrevista" valor={horas(data.horasHastaEntrevista)} detalle="Mediana desde que entró en la vacante" />
        <Cifra
          titulo="Hasta una decisión"
          valor={horas(data.horasHastaDecision)}
          detalle={`Mediana hasta ${O.format(data.etapasDecision.map((e) => e.toLowerCase()))} (${cuenta(data.decididos, 'persona', 'personas')})`}
        />
      </SimpleGrid>
      <TablaDesplazable etiqueta="Conversión por etapa" minW="28rem" columnas={['Etapa', 'Ahora', 'Llegaron', 'Conversión']}>
        {data.etapas.map((e) => (
          <Table.Row key={e.etapa}>
            <Table.Cell>{e.nombre}</Table.Cell>
            <Table.Cell>{formatEntero(e.ahora)}</Table.Cell>
            <Table.Cell>{formatEntero(e.alcanzaron)}</Table.Cell>
            <Table.Cell>{porcentaje(e.conversion)}</Table.Cell>
          </Table.Row>
        ))}
      </TablaDesplazable>
      <Text fontSize="sm" color="fg.muted">
        «Llegaron»: quienes alcanzaron la etapa o una posterior del proceso (en «Descartado», solo los descartados). Conversión: sobre las
        solicitudes. Solo cuentas: no se nombra a nadie.
      </Text>
    </Stack>
  );
}
