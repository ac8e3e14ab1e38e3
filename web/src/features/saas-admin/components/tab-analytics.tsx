// Panel Sistema, pestaña Analytics (part 2 §2; D97): the MRR and the active companies over time, from
// the monthly snapshots plus the current month (GET /api/saas/estadisticas/historial), each currency
// apart (issue 67). The charts' module (recharts) loads with this tab only. With no closed month yet,
// an empty state says when the history starts.
import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { BarChartIcon } from '../../../components/icons';
import { ErrorCarga } from '../../../components/error-carga';
import { ListaVacia } from '../../../components/lista-vacia';
import { useHistorial } from '../api/saas';
import { textoPorMoneda } from '@shared/moneda';
import { cuenta } from '@shared/plural';
import type { Historial } from '@shared/schemas/saas';

/** Which currencies the history holds, without loading the charts' module. */
const monedasDelHistorial = (meses: Historial['meses']) => new Set(meses.flatMap((m) => m.por_moneda.map((p) => p.moneda)));

const GraficosSaas = lazy(async () => ({ default: (await import('./graficos-saas')).GraficosSaas }));

export function TabAnalytics() {
  const historial = useHistorial();
  if (historial.error)
    return <ErrorCarga titulo="No se pudo cargar el historial" error={historial.error} onReintentar={() => void historial.mutate()} />;
  if (historial.isLoading || !historial.data) return <Skeleton height="64" rounded="md" />;
  const meses = historial.data.meses;
  const actual = meses[meses.length - 1];
  if (!meses.some((m) => m.cerrado))
    return (
      <ListaVacia
        icono={<BarChartIcon />}
        titulo="Todavía no hay historial"
        descripcion={`El historial empieza cuando se cierra el primer mes. Este mes: MRR ${textoPorMoneda(
          (actual?.por_moneda ?? []).map((m) => ({ moneda: m.moneda, importe: m.mrr })),
        )}, ${cuenta(actual?.empresas_activas ?? 0, 'empresa activa', 'empresas activas')}.`}
      />
    );
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        {`MRR y empresas activas al cierre de cada mes, y el mes en curso.${
          monedasDelHistorial(meses).size > 1 ? ' Cada moneda tiene su gráfico: no se suman entre sí ni hay tipos de cambio.' : ''
        }`}
      </Text>
      <Suspense fallback={<Skeleton height="64" rounded="md" />}>
        <GraficosSaas meses={meses} />
      </Suspense>
    </Stack>
  );
}
