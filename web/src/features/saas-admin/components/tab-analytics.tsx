// Panel Sistema, pestaña Analytics (part 2 §2; D97): the MRR and the active companies over time, from
// the monthly snapshots plus the current month (GET /api/saas/estadisticas/historial). The charts'
// module (recharts) loads with this tab only. With no closed month yet, an empty state says when
// the history starts.
import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { BarChartIcon } from '../../../components/icons';
import { ErrorCarga } from '../../../components/error-carga';
import { ListaVacia } from '../../../components/lista-vacia';
import { useHistorial } from '../api/saas';
import { euros } from './tab-dashboard';
import { cuenta } from '@shared/plural';

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
        descripcion={`El historial empieza cuando se cierra el primer mes. Este mes: MRR ${euros(actual?.mrr ?? 0)}, ${cuenta(actual?.empresas_activas ?? 0, 'empresa activa', 'empresas activas')}.`}
      />
    );
  return (
    <Stack gap="3">
      <Text color="fg.muted">MRR y empresas activas al cierre de cada mes, y el mes en curso.</Text>
      <Suspense fallback={<Skeleton height="64" rounded="md" />}>
        <GraficosSaas meses={meses} />
      </Suspense>
    </Stack>
  );
}
