// 'Ver plan': everything the plan holds, read-only.
import { List, Stack, Text } from '@chakra-ui/react';
import { ReadOnlyDialog } from '../../../components/read-only-dialog';
import { MONEDAS_ADICIONALES, precioPorPeriodo } from '@shared/moneda';
import { ETIQUETA_SOPORTE, textoLimite } from '@shared/schemas/saas';
import type { PlanFila } from '../api/saas';

export function PlanVistaDialog({ plan, onClose }: { plan: PlanFila; onClose: () => void }) {
  const l = plan.limites;
  const filas: Array<[string, string]> = [
    ['Identificador', plan.id],
    ['Precio', precioPorPeriodo(plan, 'EUR')!],
    // Issue 67: each other currency's price, or that the plan is not offered in it.
    ...MONEDAS_ADICIONALES.map((m): [string, string] => [`Precio (${m})`, precioPorPeriodo(plan, m) ?? 'No se ofrece']),
    ['Estado', plan.activo ? 'Activo' : 'Inactivo (no se ofrece a nuevas empresas)'],
    ['Empresas con este plan', String(plan.empresas)],
    ['Empresas', textoLimite(l.empresas)],
    ['Usuarios', textoLimite(l.usuarios)],
    ['Candidatos', textoLimite(l.candidatos)],
    ['Entrevistas', textoLimite(l.entrevistas)],
    ['Almacenamiento', l.almacenamiento],
    ['Soporte', ETIQUETA_SOPORTE[l.soporte]],
  ];
  return (
    <ReadOnlyDialog title={`Plan ${plan.nombre}`} description={plan.descripcion} onClose={onClose}>
      <Stack as="dl" gap="2">
        {filas.map(([k, v]) => (
          <Stack key={k} direction="row" justify="space-between" gap="4">
            <Text as="dt" color="fg.muted">
              {k}
            </Text>
            <Text as="dd" textAlign="end">
              {v}
            </Text>
          </Stack>
        ))}
      </Stack>
      {plan.caracteristicas.length > 0 && (
        <List.Root mt="4" ps="5">
          {plan.caracteristicas.map((c) => (
            <List.Item key={c}>{c}</List.Item>
          ))}
        </List.Root>
      )}
    </ReadOnlyDialog>
  );
}
