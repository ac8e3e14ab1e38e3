// Panel Sistema, pestaña Dashboard (part 2 §2): the four KPI cards of the spec (MRR, empresas
// activas, usuarios totales, entrevistas realizadas) and the other KPIs of part 1 §3 "Admin stats"
// as small figures, all from GET /api/saas/estadisticas (D97: counters the writes keep), and the
// first 5 companies (primeras-empresas.tsx), with the quick CSV exports (exportaciones.tsx). The header's 'Actualizar' re-reads them (invalidar('saas')).
// Above them, the demo requests waiting (D125: the platform counter) with a button to the Solicitudes tab.
// Money is per currency (issue 67): the cards are in euros, and once a company pays in another
// currency a table gives each currency's totals in its own, never added to another.
import { Box, Button, Card, HStack, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { formatearMoneda } from '@shared/moneda';
import type { Estadisticas, TotalesMoneda } from '@shared/schemas/saas';
import { TablaDesplazable } from '../../../components/tabla-desplazable';
import { ErrorCarga } from '../../../components/error-carga';
import { BarChartIcon, BellIcon, BuildingIcon, CheckCircleIcon, UsersIcon } from '../../../components/icons';
import { TarjetaCifra } from '../../../components/tarjeta-cifra';
import { useEstadisticas } from '../api/saas';
import { Exportaciones } from './exportaciones';
import { PrimerasEmpresas } from './primeras-empresas';

const PCT = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

export const euros = (v: number) => formatearMoneda(v, 'EUR');
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

/** Each currency's money KPIs in its own currency, one row each: never a total across them (issue 67). */
export function TotalesPorMoneda({ totales }: { totales: TotalesMoneda[] }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Totales por moneda
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Cada empresa paga en la moneda de su país: cada moneda suma aparte, sin tipos de cambio.
      </Text>
      <TablaDesplazable
        etiqueta="Totales por moneda"
        minW="36rem"
        columnas={[
          'Moneda',
          ...['MRR', 'ARR', 'Ingresos del mes', 'Ingresos totales'].map((titulo) => ({ titulo, alFinal: true as const })),
        ]}
      >
        {totales.map((t) => (
          <Table.Row key={t.moneda} data-testid={`moneda-${t.moneda}`}>
            <Table.Cell fontWeight="medium">{t.moneda}</Table.Cell>
            {[t.mrr, t.arr, t.ingresos_mes, t.ingresos_total].map((v, i) => (
              <Table.Cell key={i} textAlign="end">
                {formatearMoneda(v, t.moneda)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </TablaDesplazable>
    </Stack>
  );
}

/** The demo requests waiting for the superadmin (D125), and the way to them. */
function SolicitudesPendientes({ pendientes, onVer }: { pendientes: number; onVer: () => void }) {
  const hay = pendientes > 0;
  return (
    <Card.Root
      variant="outline"
      size="sm"
      bg={hay ? 'orange.subtle' : 'bg'}
      borderColor={hay ? 'orange.muted' : undefined}
      role="group"
      aria-label="Solicitudes pendientes"
    >
      <Card.Body>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="3">
            <BellIcon boxSize="5" color={hay ? 'orange.fg' : 'fg.muted'} />
            <Stack gap="0">
              <Text fontWeight="semibold">{`Solicitudes pendientes (demos y altas): ${pendientes}`}</Text>
              <Text fontSize="sm" color="fg.muted">
                {hay
                  ? 'Empresas que han pedido una demo o su alta desde la pantalla de acceso y esperan respuesta.'
                  : 'No hay solicitudes esperando respuesta.'}
              </Text>
            </Stack>
          </HStack>
          <Button size="sm" colorPalette="brand" variant={hay ? 'solid' : 'outline'} onClick={onVer}>
            Ver solicitudes
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function TabDashboard({ onVerSolicitudes }: { onVerSolicitudes?: () => void }) {
  const kpis = useEstadisticas();
  if (kpis.error) return <ErrorCarga titulo="No se pudieron cargar los KPI" error={kpis.error} onReintentar={() => void kpis.mutate()} />;
  const k: Estadisticas | undefined = kpis.data;
  const cargando = kpis.isLoading;
  return (
    <Stack gap="6">
      {k && onVerSolicitudes && <SolicitudesPendientes pendientes={k.solicitudes_demo_pendientes} onVer={onVerSolicitudes} />}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
        <TarjetaCifra
          etiqueta="MRR"
          valor={k ? euros(k.mrr) : '—'}
          detalle={k ? `ARR ${euros(k.arr)}${k.por_moneda.length > 1 ? ' · en euros; las demás monedas, abajo' : ''}` : undefined}
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
      {k && k.por_moneda.length > 1 && <TotalesPorMoneda totales={k.por_moneda} />}
      <Exportaciones />
      <PrimerasEmpresas />
    </Stack>
  );
}
