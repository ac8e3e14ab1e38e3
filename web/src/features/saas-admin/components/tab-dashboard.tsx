// Panel Sistema, pestaña Dashboard (part 2 §2): the four KPI cards of the spec (MRR, empresas
// activas, usuarios totales, entrevistas realizadas) and the other KPIs of part 1 §3 "Admin stats"
// as small figures, all from GET /api/saas/estadisticas (D97: counters the writes keep), and the
// first 5 companies (primeras-empresas.tsx), with the quick CSV exports (exportaciones.tsx). The header's 'Actualizar' re-reads them (invalidar('saas')).
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Estadisticas } from '@shared/schemas/saas';
import { ErrorCarga } from '../../../components/error-carga';
import { BarChartIcon, BuildingIcon, CheckCircleIcon, UsersIcon } from '../../../components/icons';
import { TarjetaCifra } from '../../../components/tarjeta-cifra';
import { useEstadisticas } from '../api/saas';
import { Exportaciones } from './exportaciones';
import { PrimerasEmpresas } from './primeras-empresas';

const EUROS = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
const PCT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

export const euros = (v: number) => EUROS.format(v);
export const porcentaje = (v: number) => `${PCT.format(v)} %`;

/** How the active companies split; the parts add up to the card's figure (companies without a subscription only when there are). */
export function desgloseActivas(k: Pick<Estadisticas, 'empresas_de_pago' | 'empresas_en_prueba' | 'empresas_sin_suscripcion'>): string {
  const partes = [`${k.empresas_de_pago} de pago`, `${k.empresas_en_prueba} en prueba`];
  if (k.empresas_sin_suscripcion > 0) partes.push(`${k.empresas_sin_suscripcion} sin suscripción`);
  return partes.join(' · ');
}

function Cifra({ etiqueta, valor, ayuda }: { etiqueta: string; valor: string; ayuda: string }) {
  return (
    <Box borderWidth="1px" rounded="md" p="3" role="group" aria-label={etiqueta}>
      <Text fontSize="xs" color="fg.muted">
        {etiqueta}
      </Text>
      <Text fontSize="lg" fontWeight="semibold">
        {valor}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {ayuda}
      </Text>
    </Box>
  );
}

export function TabDashboard() {
  const kpis = useEstadisticas();
  if (kpis.error) return <ErrorCarga titulo="No se pudieron cargar los KPI" error={kpis.error} onReintentar={() => void kpis.mutate()} />;
  const k: Estadisticas | undefined = kpis.data;
  const cargando = kpis.isLoading;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        <TarjetaCifra
          etiqueta="MRR"
          valor={k ? euros(k.mrr) : '—'}
          detalle={k ? `ARR ${euros(k.arr)}` : undefined}
          icono={<BarChartIcon boxSize="5" />}
          color="green"
          cargando={cargando}
        />
        <TarjetaCifra
          etiqueta="Empresas activas"
          valor={k?.empresas_activas ?? '—'}
          detalle={k ? desgloseActivas(k) : undefined}
          icono={<BuildingIcon boxSize="5" />}
          cargando={cargando}
        />
        <TarjetaCifra
          etiqueta="Usuarios totales"
          valor={k?.usuarios_totales ?? '—'}
          icono={<UsersIcon boxSize="5" />}
          color="purple"
          cargando={cargando}
        />
        <TarjetaCifra
          etiqueta="Entrevistas realizadas"
          valor={k?.entrevistas_realizadas ?? '—'}
          icono={<CheckCircleIcon boxSize="5" />}
          color="orange"
          cargando={cargando}
        />
      </SimpleGrid>
      {k && (
        <Stack gap="3">
          <Heading as="h2" size="md">
            Ingresos y suscripciones
          </Heading>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            <Cifra etiqueta="Ingresos del mes" valor={euros(k.ingresos_mes)} ayuda="MRR al cierre del mes" />
            <Cifra etiqueta="Ingresos totales" valor={euros(k.ingresos_total)} ayuda="Suma de los meses facturados" />
            <Cifra etiqueta="Conversión de prueba" valor={porcentaje(k.conversion_trial)} ayuda="De las pruebas terminadas" />
            <Cifra etiqueta="Churn del mes" valor={porcentaje(k.churn_rate)} ayuda="Cancelaciones de pago / de pago al empezar" />
          </SimpleGrid>
        </Stack>
      )}
      <Exportaciones />
      <PrimerasEmpresas />
    </Stack>
  );
}
