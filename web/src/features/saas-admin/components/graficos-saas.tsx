// The SaaS panel's Analytics charts (D97), @chakra-ui/charts on recharts — loaded with this module
// only (tab-analytics.tsx imports it lazily): the MRR at each month's close and the active companies.
// The MRR has one chart per currency the history holds (issue 67): amounts of two currencies share
// no axis, as they share no total. Each chart is an image with a name that says what it draws,
// followed by a visually hidden table with its figures; a month whose active companies are not known
// (closed late) is a gap.
import { type ReactElement, useId } from 'react';
import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Chart, type UseChartReturn, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatearMoneda, formatearPrecio, MONEDAS, NOMBRE_MONEDA, type Moneda } from '@shared/moneda';
import type { Historial } from '@shared/schemas/saas';
import { TablaDeGrafico } from '../../../components/tabla-de-grafico';

type Mes = Historial['meses'][number];

export const NOMBRE_GRAFICO_SAAS = {
  /** With one currency, «MRR por mes: …»; with several, each chart says its currency («MRR por mes en MXN: …»). */
  mrr: (moneda: Moneda, varias = false) =>
    `MRR por mes${varias ? ` en ${moneda}` : ''}: gráfico de líneas con el MRR en ${NOMBRE_MONEDA[moneda]} al cierre de cada mes y el del mes en curso`,
  empresas: 'Empresas activas por mes: gráfico de barras con las empresas activas al cierre de cada mes y ahora',
} as const;

/** The currencies the history has a figure in, in MONEDAS' order (euros always come first when present). */
export const monedasDelHistorial = (meses: readonly Mes[]): Moneda[] =>
  MONEDAS.filter((m) => meses.some((mes) => mes.por_moneda.some((p) => p.moneda === m)));

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
/** '2026-11' → 'nov 2026' (a calendar month, no zone involved). */
export const etiquetaMes = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1]} ${mes.slice(0, 4)}`;

function Tarjeta<T>(p: {
  titulo: string;
  nombre: string;
  columnas: string[];
  filas: string[][];
  chart: UseChartReturn<T>;
  children: ReactElement;
}) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg" size="sm" minW="0">
      <Card.Header>
        <Heading as="h3" size="md" id={id}>
          {p.titulo}
        </Heading>
      </Card.Header>
      <Card.Body minW="0">
        <Chart.Root chart={p.chart} role="img" aria-label={p.nombre} aspectRatio="auto" h="64" minW="0">
          {p.children}
        </Chart.Root>
        <TablaDeGrafico titulo={p.titulo} columnas={p.columnas} filas={p.filas.map((f) => ({ clave: f[0]!, celdas: f }))} />
      </Card.Body>
    </Card.Root>
  );
}

const etiquetaDe = (m: Mes) => etiquetaMes(m.mes) + (m.cerrado ? '' : ' (en curso)');

/** One currency's MRR over the months: a month without a figure in it had none (0). */
function GraficoMrr({ meses, moneda, varias }: { meses: Mes[]; moneda: Moneda; varias: boolean }) {
  const datos = meses.map((m) => ({ etiqueta: etiquetaDe(m), mrr: m.por_moneda.find((p) => p.moneda === moneda)?.mrr ?? 0 }));
  const mrr = useChart({ data: datos, series: [{ name: 'mrr', label: 'MRR', color: 'green.solid' }] });
  const importe = (v: number) => formatearMoneda(v, moneda);
  return (
    <Tarjeta
      titulo={varias ? `MRR por mes en ${moneda}` : 'MRR por mes'}
      nombre={NOMBRE_GRAFICO_SAAS.mrr(moneda, varias)}
      columnas={['Mes', 'MRR']}
      filas={datos.map((d) => [d.etiqueta, importe(d.mrr)])}
      chart={mrr}
    >
      <LineChart responsive data={mrr.data} margin={{ top: 8, right: 16, left: 8, bottom: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={mrr.color('border.muted')} vertical={false} />
        <XAxis dataKey={mrr.key('etiqueta')} tickLine={false} stroke={mrr.color('border')} minTickGap={8} />
        <YAxis tickLine={false} stroke={mrr.color('border')} width={72} tickFormatter={(v: number) => formatearPrecio(v, moneda)} />
        <Tooltip animationDuration={100} formatter={(v) => importe(Number(v))} />
        <Line isAnimationActive={false} dataKey={mrr.key('mrr')} name="MRR" stroke={mrr.color('green.solid')} strokeWidth={2} dot />
      </LineChart>
    </Tarjeta>
  );
}

export function GraficosSaas({ meses }: { meses: Mes[] }) {
  const monedas = monedasDelHistorial(meses);
  const datos = meses.map((m) => ({ etiqueta: etiquetaDe(m), empresas: m.empresas_activas }));
  const empresas = useChart({ data: datos, series: [{ name: 'empresas', label: 'Empresas activas', color: 'brand.solid' }] });
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {monedas.map((moneda) => (
        <GraficoMrr key={moneda} meses={meses} moneda={moneda} varias={monedas.length > 1} />
      ))}
      <Tarjeta
        titulo="Empresas activas"
        nombre={NOMBRE_GRAFICO_SAAS.empresas}
        columnas={['Mes', 'Empresas activas']}
        filas={datos.map((d) => [d.etiqueta, d.empresas === null ? 'Sin dato' : String(d.empresas)])}
        chart={empresas}
      >
        <BarChart responsive data={empresas.data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={empresas.color('border.muted')} vertical={false} />
          <XAxis dataKey={empresas.key('etiqueta')} tickLine={false} stroke={empresas.color('border')} minTickGap={8} />
          <YAxis tickLine={false} stroke={empresas.color('border')} allowDecimals={false} width={32} />
          <Tooltip animationDuration={100} />
          <Bar
            isAnimationActive={false}
            dataKey={empresas.key('empresas')}
            name="Empresas activas"
            fill={empresas.color('brand.solid')}
            radius={[3, 3, 0, 0]}
            maxBarSize={32}
          />
        </BarChart>
      </Tarjeta>
      <Text srOnly>{`${meses.length} meses`}</Text>
    </SimpleGrid>
  );
}
