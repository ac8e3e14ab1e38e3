// The Empresas tab's tenants table (D99; spec part 2 §2 "Empresas", where the demo shows an empty
// table): every company of GET /api/saas/tenants (D97), newest first, page by page with 'Cargar más' —
// subdomain, company, plan, state, active users, interviews this month, last access and AI status.
// A company's name opens its form on the Empresas screen (/empresas?editar=<id>). The search box sends
// `q` once typing stops, as the Empresas screen's does (D108: the same search on the server).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Badge, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_EMPRESA, type EstadoEmpresaCodigo } from '@shared/empresa-etiquetas';
import { formatFechaHora } from '@shared/fechas';
import { empresas as msgEmpresas } from '@shared/messages';
import { formatearUsd } from '@shared/whatsapp-tarifas';
import { BuildingIcon } from '../../../components/icons';
import { SearchField } from '../../../components/pantalla-lista';
import { CuerpoLista } from '../../../components/pantalla-lista-cuerpo';
import { ListaVacia } from '../../../components/lista-vacia';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlanes, useTenantsPaginados } from '../api/saas';
import { EstadoIABadge } from './primeras-empresas';
import { TablaDesplazable } from '../../../components/tabla-desplazable';

const COLOR_ESTADO: Record<string, string> = { activa: 'green', trial: 'blue', suspendida: 'orange', cancelada: 'red' };

/** The Empresas screen's wait before a search is sent. */
const BUSQUEDA_DEBOUNCE_MS = 300;

export function TablaTenants() {
  const [busqueda, setBusqueda] = useState('');
  const q = useDebouncedValue(busqueda.trim(), BUSQUEDA_DEBOUNCE_MS);
  const lista = useTenantsPaginados(q);
  const planes = usePlanes();
  const nombrePlan = (id: string) => planes.data?.find((p) => p.id === id)?.nombre ?? (id || '—');

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="3" align="baseline" wrap="wrap">
          <Heading as="h2" size="md">
            Empresas de la plataforma
          </Heading>
          {lista.items.length > 0 && (
            <Text color="fg.muted" fontSize="sm">
              {lista.items.length} {lista.items.length === 1 ? 'empresa' : 'empresas'}
              {lista.hayMas ? ' cargadas' : ''}
            </Text>
          )}
        </HStack>
        <SearchField
          {...msgEmpresas.busqueda}
          valor={busqueda}
          onChange={setBusqueda}
          fondo="bg"
          // Beside the title from sm up, under it on a phone.
          w={{ base: 'full', sm: '72' }}
        />
      </HStack>
      <CuerpoLista
        lista={lista}
        errorCarga={{ titulo: 'No se pudieron cargar las empresas', texto: () => 'No se pudo cargar más: vuelve a intentarlo.' }}
        onReintentar={() => void lista.recargar().catch(() => undefined)}
        disposicion="tabla"
        alturaEsqueleto="40"
        tabla={(tenants) => (
          <TablaDesplazable
            etiqueta="Tabla de tenants"
            minW="4xl"
            columnas={[
              'Subdominio',
              'Empresa',
              'Plan',
              'Estado',
              { titulo: 'Usuarios activos', alFinal: true },
              { titulo: 'Entrevistas del mes', alFinal: true },
              { titulo: 'WhatsApp del mes', alFinal: true },
              'Último acceso',
              'Estado IA',
            ]}
          >
            {tenants.map((t) => (
              <Table.Row key={t.id} data-testid={`fila-tenant-${t.id}`}>
                <Table.Cell>{t.subdominio ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Link asChild colorPalette="brand" fontWeight="medium">
                    <RouterLink to={`/empresas?editar=${encodeURIComponent(t.id)}`}>{t.nombre}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{nombrePlan(t.plan)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={COLOR_ESTADO[t.estado] ?? 'gray'} variant="subtle">
                    {ETIQUETA_ESTADO_EMPRESA[t.estado as EstadoEmpresaCodigo] ?? t.estado}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">{t.usuarios_activos}</Table.Cell>
                <Table.Cell textAlign="end">{t.entrevistas_mes}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="whatsapp-mes">
                  {t.whatsapp_mes ? `${t.whatsapp_mes.enviados} · ${formatearUsd(t.whatsapp_mes.coste_usd)}` : '—'}
                </Table.Cell>
                <Table.Cell>{t.ultimo_acceso ? formatFechaHora(t.ultimo_acceso) : 'Nunca'}</Table.Cell>
                <Table.Cell>
                  <EstadoIABadge estado={t.estado_ia} />
                </Table.Cell>
              </Table.Row>
            ))}
          </TablaDesplazable>
        )}
        vacio={
          <ListaVacia
            icono={<BuildingIcon />}
            titulo={q ? 'Ninguna empresa coincide con la búsqueda' : 'Todavía no hay empresas'}
            descripcion={
              q
                ? `No se encontraron empresas para «${q}».`
                : "Las empresas que crees (desde Empresas o con 'Nueva Empresa') aparecerán aquí con su uso y el estado de su IA."
            }
          />
        }
        // A search reads a bounded stretch of the index per page (D108): none matched in it, more to read.
        sinCoincidenciasAun={<Text color="fg.muted">{msgEmpresas.sinCoincidenciasAun}</Text>}
      />
    </Stack>
  );
}
