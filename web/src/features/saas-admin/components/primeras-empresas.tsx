// The Dashboard's table of the first 5 companies (part 2 §2): subdomain, active users, interviews
// this month, AI status and last access, from GET /api/saas/tenants (D97), newest first.
import { Badge, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { formatFechaHora } from '@shared/fechas';
import { ETIQUETA_ESTADO_IA, type Tenant } from '@shared/schemas/saas';
import { ErrorCarga } from '../../../components/error-carga';
import { useTenants } from '../api/saas';
import { TablaDesplazable } from '../../../components/tabla-desplazable';

export const PRIMERAS_EMPRESAS = 5;

const COLOR_IA: Record<Tenant['estado_ia'], string> = { propia: 'green', plataforma: 'blue', sin_clave: 'gray' };

/** A company's AI status (D97): its own key, the platform's, or none. The tenants table shows it too. */
export function EstadoIABadge({ estado }: { estado: Tenant['estado_ia'] }) {
  return (
    <Badge colorPalette={COLOR_IA[estado]} variant="subtle">
      {ETIQUETA_ESTADO_IA[estado]}
    </Badge>
  );
}

export function PrimerasEmpresas() {
  const tenants = useTenants(PRIMERAS_EMPRESAS);
  const lista = tenants.data?.items ?? [];
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Primeras {PRIMERAS_EMPRESAS} empresas
      </Heading>
      {tenants.error ? (
        <ErrorCarga titulo="No se pudieron cargar las empresas" error={tenants.error} onReintentar={() => void tenants.mutate()} />
      ) : tenants.isLoading ? (
        <Skeleton height="40" rounded="md" />
      ) : lista.length === 0 ? (
        <Text color="fg.muted">Todavía no hay empresas en la plataforma.</Text>
      ) : (
        <TablaDesplazable
          etiqueta="Tabla de empresas"
          minW="2xl"
          columnas={[
            'Empresa',
            'Subdominio',
            { titulo: 'Usuarios activos', alFinal: true },
            { titulo: 'Entrevistas/mes', alFinal: true },
            'Estado IA',
            'Último acceso',
          ]}
        >
          {lista.map((t) => (
            <Table.Row key={t.id} data-testid={`tenant-${t.id}`}>
              <Table.Cell>{t.nombre}</Table.Cell>
              <Table.Cell>{t.subdominio ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">{t.usuarios_activos}</Table.Cell>
              <Table.Cell textAlign="end">{t.entrevistas_mes}</Table.Cell>
              <Table.Cell>
                <EstadoIABadge estado={t.estado_ia} />
              </Table.Cell>
              <Table.Cell>{t.ultimo_acceso ? formatFechaHora(t.ultimo_acceso) : 'Nunca'}</Table.Cell>
            </Table.Row>
          ))}
        </TablaDesplazable>
      )}
    </Stack>
  );
}
