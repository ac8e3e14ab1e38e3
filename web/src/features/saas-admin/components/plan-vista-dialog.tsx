// 'Ver plan': everything the plan holds, read-only.
import { Button, CloseButton, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { ETIQUETA_SOPORTE, textoLimite } from '@shared/schemas/saas';
import type { PlanFila } from '../api/saas';

export function PlanVistaDialog({ plan, onClose }: { plan: PlanFila; onClose: () => void }) {
  const l = plan.limites;
  const filas: Array<[string, string]> = [
    ['Identificador', plan.id],
    ['Precio', `${plan.precio.toLocaleString('es-ES')} € / ${plan.periodo === 'anual' ? 'año' : 'mes'}`],
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
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start">
              <Dialog.Title>Plan {plan.nombre}</Dialog.Title>
              <Dialog.Description color="fg.muted">{plan.descripcion}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cerrar
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Cerrar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
