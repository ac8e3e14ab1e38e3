// 'Tendencias': three charts (@chakra-ui/charts on recharts — imported here only, so they travel in
// the Analytics chunk): interviews per week (completed and scheduled), the mean score per service
// (horizontal bars) and the completion rate per week (a line; a week without scheduled interviews is
// a gap). Each chart is an image with a name that says what it draws, followed by a visually hidden
// table with its figures for screen readers; with nothing to draw it says 'Sin datos'.
import { type ReactElement, useId } from 'react';
import { Box, Card, ColorSwatch, HStack, Heading, SimpleGrid, Span, Stack, Text } from '@chakra-ui/react';
import { Chart, type UseChartReturn, useChart } from '@chakra-ui/charts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { ETIQUETA_PUNTUACION } from '@shared/schemas/informe';
import type { SemanaAnalitica, ServicioAnalitica } from '../api/analytics';
import { SIN_DATOS, etiquetaSemana, formatEntero, formatNota, formatPorcentaje, semanaLarga } from '../formato';
import { TablaDeGrafico } from '../../../components/tabla-de-grafico';
import { SinDatos } from './bloque';

/** The accessible names of the three charts (role="img"). */
export const NOMBRE_GRAFICO = {
  semanas: 'Entrevistas por semana: gráfico de barras con las entrevistas completadas y programadas de cada una de las últimas 12 semanas',
  servicios: `${ETIQUETA_PUNTUACION.media} por servicio: gráfico de barras horizontales con la puntuación media, de 0 a 10, de cada servicio`,
  tasa: 'Tasa de finalización: gráfico de líneas con el porcentaje de entrevistas completadas sobre las programadas de cada una de las últimas 12 semanas',
} as const;

interface TarjetaGraficoProps<T> {
  titulo: string;
  descripcion: string;
  /** The chart's accessible name. */
  nombre: string;
  vacio: boolean;
  detalleVacio: string;
  /** The chart's figures, as the rows of a visually hidden table: a header and the rows. */
  tabla: { columnas: string[]; filas: { clave: string; celdas: string[] }[] };
  /** The chart's height. */
  alto: string;
  /** One chart of recharts (Chart.Root takes exactly one element). */
  children: ReactElement;
  chart: UseChartReturn<T>;
}

function TarjetaGrafico<T>({ titulo, descripcion, nombre, vacio, detalleVacio, tabla, alto, chart, children }: TarjetaGraficoProps<T>) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg" size="sm" minW="0" h="full">
      <Card.Header>
        <Heading as="h3" size="md" id={id}>
          {titulo}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {descripcion}
        </Text>
      </Card.Header>
      <Card.Body minW="0">
        {vacio ? (
          <SinDatos detalle={detalleVacio} />
        ) : (
          <>
            <Chart.Root chart={chart} role="img" aria-label={nombre} aspectRatio="auto" h={alto} minW="0">
              {children}
            </Chart.Root>
            <TablaDeGrafico titulo={titulo} columnas={tabla.columnas} filas={tabla.filas} cabeceraDeFila />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

type PropsGlobo = Partial<TooltipContentProps<number, string>> & {
  /** The tooltip's title from the hovered row. */
  titulo: (fila: Record<string, unknown>) => string;
  valor: (v: number | null | undefined) => string;
};

/** The tooltip: the row's title and every series with its value (zeros and gaps included). */
function Globo({ active, payload, titulo, valor }: PropsGlobo) {
  if (!active || !payload?.length) return null;
  const fila = (payload[0]?.payload ?? {}) as Record<string, unknown>;
  return (
    <Stack gap="1" rounded="l2" bg="bg.panel" px="2.5" py="1.5" textStyle="xs" shadow="md" minW="36">
      <Text fontWeight="medium">{titulo(fila)}</Text>
      {payload.map((item) => (
        <HStack key={String(item.dataKey)} justify="space-between" gap="3">
          <HStack gap="1.5">
            {item.color && <ColorSwatch value={item.color} boxSize="2" rounded="full" />}
            <Span color="fg.muted">{item.name}</Span>
          </HStack>
          <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
            {valor(typeof item.value === 'number' ? item.value : null)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

const tituloSemana = (fila: Record<string, unknown>) => semanaLarga(String(fila.semana ?? ''));
const cortar = (texto: string, max: number) => (texto.length > max ? `${texto.slice(0, max - 1).trimEnd()}…` : texto);

/** A service's name beside its bar: one line, cut with '…' when long (the whole name in its tooltip and the table). */
function NombreServicio({ x, y, payload, fill }: YAxisTickContentProps) {
  const nombre = String(payload.value);
  return (
    <text x={x} y={y} dx={-6} dy={4} textAnchor="end" fill={fill} className="recharts-cartesian-axis-tick-value">
      <title>{nombre}</title>
      {cortar(nombre, 18)}
    </text>
  );
}

export function EntrevistasPorSemana({ semanas }: { semanas: SemanaAnalitica[] }) {
  const chart = useChart({
    data: semanas.map((s) => ({
      semana: s.semana,
      etiqueta: etiquetaSemana(s.semana),
      completadas: s.completadas,
      programadas: s.programadas,
    })),
    series: [
      { name: 'completadas', label: 'Completadas', color: 'green.solid' },
      { name: 'programadas', label: 'Programadas', color: 'brand.solid' },
    ],
  });
  const vacio = semanas.every((s) => s.completadas === 0 && s.programadas === 0);
  return (
    <TarjetaGrafico
      titulo="Entrevistas por semana"
      descripcion="Completadas y programadas en las últimas 12 semanas."
      nombre={NOMBRE_GRAFICO.semanas}
      vacio={vacio}
      detalleVacio="No hay entrevistas programadas ni completadas en las últimas 12 semanas."
      tabla={{
        columnas: ['Semana', 'Completadas', 'Programadas'],
        filas: semanas.map((s) => ({
          clave: s.semana,
          celdas: [semanaLarga(s.semana), formatEntero(s.completadas), formatEntero(s.programadas)],
        })),
      }}
      alto="72"
      chart={chart}
    >
      <BarChart responsive data={chart.data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('etiqueta')} tickLine={false} stroke={chart.color('border')} minTickGap={8} />
        <YAxis tickLine={false} stroke={chart.color('border')} allowDecimals={false} width={32} />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Globo titulo={tituloSemana} valor={(v) => formatEntero(v ?? 0)} />}
        />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
            radius={[3, 3, 0, 0]}
            maxBarSize={24}
          />
        ))}
      </BarChart>
    </TarjetaGrafico>
  );
}

export function PuntuacionPorServicio({ servicios }: { servicios: ServicioAnalitica[] }) {
  const filas = servicios
    .filter((s): s is ServicioAnalitica & { puntuacionMedia: number } => s.puntuacionMedia !== null)
    .map((s) => ({ servicioId: s.servicioId, nombre: s.nombre, puntuacion: s.puntuacionMedia, informes: s.informes }))
    .sort((a, b) => b.puntuacion - a.puntuacion || a.nombre.localeCompare(b.nombre, 'es'));
  const chart = useChart({ data: filas, series: [{ name: 'puntuacion', label: ETIQUETA_PUNTUACION.media, color: 'purple.solid' }] });
  return (
    <TarjetaGrafico
      titulo={`${ETIQUETA_PUNTUACION.media} por servicio`}
      descripcion="Media, de 0 a 10, de las competencias evaluadas en los informes de cada servicio."
      nombre={NOMBRE_GRAFICO.servicios}
      vacio={filas.length === 0}
      detalleVacio="Todavía no hay informes con puntuación."
      tabla={{
        columnas: ['Servicio', ETIQUETA_PUNTUACION.media, 'Informes'],
        filas: filas.map((f) => ({
          clave: f.servicioId,
          celdas: [f.nombre, formatNota(f.puntuacion) ?? SIN_DATOS, formatEntero(f.informes)],
        })),
      }}
      alto={`${Math.max(160, filas.length * 44 + 48)}px`}
      chart={chart}
    >
      <BarChart
        responsive
        layout="vertical"
        data={chart.data}
        margin={{ top: 0, right: 36, left: 0, bottom: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis type="number" domain={[0, 10]} ticks={[0, 2, 4, 6, 8, 10]} tickLine={false} stroke={chart.color('border')} />
        <YAxis
          type="category"
          dataKey={chart.key('nombre')}
          width={128}
          tickLine={false}
          stroke={chart.color('border')}
          tick={NombreServicio}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Globo titulo={(f) => String(f.nombre ?? '')} valor={(v) => (v == null ? SIN_DATOS : `${formatNota(v)}/10`)} />}
        />
        {chart.series.map((item) => (
          <Bar
            key={item.name}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            fill={chart.color(item.color)}
            radius={[0, 3, 3, 0]}
            maxBarSize={24}
          >
            <LabelList
              dataKey={chart.key(item.name)}
              position="right"
              formatter={(v: unknown) => (typeof v === 'number' ? formatNota(v) : '')}
              fill={chart.color('fg')}
            />
          </Bar>
        ))}
      </BarChart>
    </TarjetaGrafico>
  );
}

export function TasaFinalizacion({ semanas }: { semanas: SemanaAnalitica[] }) {
  const chart = useChart({
    data: semanas.map((s) => ({ semana: s.semana, etiqueta: etiquetaSemana(s.semana), tasa: s.tasaFinalizacion })),
    series: [{ name: 'tasa', label: 'Tasa de finalización', color: 'teal.solid' }],
  });
  const vacio = semanas.every((s) => s.tasaFinalizacion === null);
  return (
    <TarjetaGrafico
      titulo="Tasa de finalización"
      descripcion="Entrevistas completadas sobre las programadas de cada semana; sin programadas, la semana queda en blanco."
      nombre={NOMBRE_GRAFICO.tasa}
      vacio={vacio}
      detalleVacio="No hay entrevistas programadas en las últimas 12 semanas."
      tabla={{
        columnas: ['Semana', 'Tasa de finalización'],
        filas: semanas.map((s) => ({
          clave: s.semana,
          celdas: [semanaLarga(s.semana), formatPorcentaje(s.tasaFinalizacion) ?? SIN_DATOS],
        })),
      }}
      alto="64"
      chart={chart}
    >
      <LineChart responsive data={chart.data} margin={{ top: 8, right: 12, left: 0, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('etiqueta')} tickLine={false} stroke={chart.color('border')} minTickGap={8} />
        <YAxis
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickLine={false}
          stroke={chart.color('border')}
          width={44}
          tickFormatter={(v: number) => formatPorcentaje(v) ?? ''}
        />
        <Tooltip
          cursor={{ stroke: chart.color('border') }}
          animationDuration={100}
          content={<Globo titulo={tituloSemana} valor={(v) => formatPorcentaje(v ?? null) ?? SIN_DATOS} />}
        />
        {chart.series.map((item) => (
          <Line
            key={item.name}
            isAnimationActive={false}
            type="monotone"
            dataKey={chart.key(item.name)}
            name={String(item.label)}
            stroke={chart.color(item.color)}
            fill={chart.color(item.color)}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls={false}
          />
        ))}
      </LineChart>
    </TarjetaGrafico>
  );
}

/** The three charts: the weekly one across the width, the other two side by side on wide screens. */
export function Tendencias({ semanas, servicios }: { semanas: SemanaAnalitica[]; servicios: ServicioAnalitica[] }) {
  return (
    <Stack gap="4">
      <EntrevistasPorSemana semanas={semanas} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Box minW="0">
          <PuntuacionPorServicio servicios={servicios} />
        </Box>
        <Box minW="0">
          <TasaFinalizacion semanas={semanas} />
        </Box>
      </SimpleGrid>
    </Stack>
  );
}
