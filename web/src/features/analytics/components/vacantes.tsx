// Analytics' «Vacantes» (issue 66 item 7, D199): one row per vacancy of the company — applications, the
// share through the public link, invited, interviews done and the completion rate, the median time to
// the interview and to a decision, and the conversion per stage in the company's order — counted over
// the applications that joined in the period (the company's days; none: all of them), with a totals
// row over the rows shown (the server pools the times: never a median of medians). A rate or a median
// over fewer than the server's minimum reads «Muy pocos datos». 50 vacancies a page; the table scrolls
// sideways in its own labelled region on a narrow screen.
import { useState } from 'react';
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { cuenta } from '@shared/plural';
import type { AnaliticaVacantes, CifrasFilaVacante } from '@shared/schemas/analitica-vacantes';
import { ESTADOS_VACANTE, ETIQUETA_ESTADO_VACANTE, type EstadoVacante } from '@shared/schemas/vacante';
import { AvisoError } from '../../../components/aviso-error';
import { CamposPeriodo } from '../../../components/campos-periodo';
import { FormField } from '../../../components/form-field';
import { desplazableAncho } from '../../../components/tabla-desplazable';
import { mensajeDeError } from '../../../lib/form-errors';
import { useRuta } from '../../../lib/use-ruta';
import { SIN_DATOS, formatDuracion, formatEntero, formatPorcentaje } from '../formato';
import { Bloque, SinDatos } from './bloque';
import { OptionSelect, opcionesDe } from '../../../components/option-select';

export const MUY_POCOS_DATOS = 'Muy pocos datos';

/** A figure over `n` values: its text, or why there is none. */
function cifra(valor: number | null, n: number, minimo: number, texto: (v: number) => string | null): [string, boolean] {
  if (valor !== null) return [texto(valor) ?? SIN_DATOS, false];
  return [n > 0 && n < minimo ? MUY_POCOS_DATOS : SIN_DATOS, true];
}

const porcentaje = (v: number) => formatPorcentaje(Math.round(v * 1000) / 10);
const horas = (h: number) => formatDuracion(h * 60);

/** The cells of a row (or of the totals), in the headers' order. */
function celdas(f: CifrasFilaVacante, minimo: number): [string, boolean][] {
  return [
    [formatEntero(f.solicitudes), false],
    cifra(f.cuotaEnlace, f.solicitudes, minimo, porcentaje),
    [formatEntero(f.invitados), false],
    [formatEntero(f.entrevistados), false],
    cifra(f.tasaFinalizacion, f.invitados, minimo, porcentaje),
    cifra(f.horasHastaEntrevista, f.entrevistados, minimo, horas),
    cifra(f.horasHastaDecision, f.decididos, minimo, horas),
    ...f.conversion.map((c) => cifra(c, f.solicitudes, minimo, porcentaje)),
  ];
}

const COLUMNAS = [
  'Solicitudes',
  'Por enlace',
  'Invitados',
  'Entrevistas hechas',
  'Tasa de finalización',
  'Mediana hasta la entrevista',
  'Mediana hasta una decisión',
];

function Celdas({ fila, minimo, prefijo }: { fila: CifrasFilaVacante; minimo: number; prefijo: string }) {
  return (
    <>
      {celdas(fila, minimo).map(([texto, apagada], i) => (
        <Table.Cell key={`${prefijo}-${i}`} textAlign="end" whiteSpace="nowrap" color={apagada ? 'fg.muted' : undefined}>
          {texto}
        </Table.Cell>
      ))}
    </>
  );
}

function Tabla({ data }: { data: AnaliticaVacantes }) {
  const etiqueta = 'Cifras por vacante';
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg" maxW="full" focusRing="outside" {...desplazableAncho(etiqueta)}>
      <Table.Root size="sm" minW="5xl">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" px="3" py="2">
          {etiqueta}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader scope="col" rowSpan={2}>
              Vacante
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" rowSpan={2}>
              Estado
            </Table.ColumnHeader>
            {COLUMNAS.map((c) => (
              <Table.ColumnHeader key={c} scope="col" rowSpan={2} textAlign="end">
                {c}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader scope="colgroup" colSpan={data.etapas.length} textAlign="center">
              Conversión por etapa
            </Table.ColumnHeader>
          </Table.Row>
          <Table.Row bg="bg.muted">
            {data.etapas.map((e) => (
              <Table.ColumnHeader key={e.etapa} scope="col" textAlign="end" whiteSpace="nowrap">
                {e.nombre}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.filas.map((f) => (
            <Table.Row key={f.vacanteId}>
              <Table.ColumnHeader scope="row" fontWeight="medium" minW="40">
                {f.titulo}
              </Table.ColumnHeader>
              <Table.Cell whiteSpace="nowrap">{ETIQUETA_ESTADO_VACANTE[f.estado]}</Table.Cell>
              <Celdas fila={f} minimo={data.minimo} prefijo={f.vacanteId} />
            </Table.Row>
          ))}
        </Table.Body>
        {data.totales && (
          <Table.Footer>
            <Table.Row bg="bg.muted" fontWeight="semibold">
              <Table.ColumnHeader scope="row" colSpan={2}>
                Total
              </Table.ColumnHeader>
              <Celdas fila={data.totales} minimo={data.minimo} prefijo="total" />
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function VacantesBloque({ empresaId }: { empresaId: string | undefined }) {
  const [estado, setEstado] = useState<EstadoVacante | ''>('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  // The cursors of the pages before this one (and this one's last): «Anteriores» goes back one.
  const [cursores, setCursores] = useState<string[]>([]);
  const cursor = cursores.at(-1);
  const filtrar = (cambiar: () => void) => {
    cambiar();
    setCursores([]);
  };
  const { data, error } = useRuta('GET /api/analytics/vacantes', {
    query: {
      empresaId,
      ...(estado ? { estado } : {}),
      ...(desde ? { desde } : {}),
      ...(hasta ? { hasta } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
  const conFiltro = !!(estado || desde || hasta);
  return (
    <Bloque
      titulo="Vacantes"
      descripcion="De cada vacante: solicitudes, invitaciones, entrevistas hechas, tiempos hasta la entrevista y hasta una decisión, y qué parte llegó a cada etapa. El periodo cuenta las solicitudes que entraron en él (días de la empresa)."
    >
      <Stack gap="4">
        <HStack gap="3" wrap="wrap" align="end">
          <FormField label="Estado de la vacante">
            <OptionSelect
              rootProps={{ minW: '48' }}
              value={estado}
              onChange={(e) => filtrar(() => setEstado(e.target.value as EstadoVacante | ''))}
              emptyOption="Todos los estados"
              options={opcionesDe(ESTADOS_VACANTE, (e) => ETIQUETA_ESTADO_VACANTE[e])}
            />
          </FormField>
          <CamposPeriodo
            desde={desde}
            hasta={hasta}
            onDesde={(v) => filtrar(() => setDesde(v))}
            onHasta={(v) => filtrar(() => setHasta(v))}
          />
        </HStack>
        {error ? (
          <AvisoError mensaje={mensajeDeError(error, 'No se pudieron cargar las cifras de las vacantes')} />
        ) : !data ? (
          <Text color="fg.muted">Cargando las cifras de las vacantes…</Text>
        ) : data.filas.length === 0 ? (
          <SinDatos detalle={conFiltro || cursor ? 'Ninguna vacante con este estado.' : 'Aún no hay vacantes.'} />
        ) : (
          <Stack gap="2">
            <Tabla data={data} />
            <Text fontSize="sm" color="fg.muted">
              «Una decisión» es pasar a {data.etapasDecision.join(', ')}. Con menos de {cuenta(data.minimo, 'dato', 'datos')} una tasa o una
              mediana no se muestra («{MUY_POCOS_DATOS}»): describiría a las pocas personas que hay detrás. El total suma las vacantes de
              esta página; sus medianas se calculan con todos los tiempos juntos.
            </Text>
            {(cursores.length > 0 || data.cursor) && (
              <HStack gap="2">
                <Button size="sm" variant="outline" disabled={cursores.length === 0} onClick={() => setCursores((c) => c.slice(0, -1))}>
                  Vacantes anteriores
                </Button>
                <Button size="sm" variant="outline" disabled={!data.cursor} onClick={() => setCursores((c) => [...c, data.cursor!])}>
                  Vacantes siguientes
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </Stack>
    </Bloque>
  );
}
