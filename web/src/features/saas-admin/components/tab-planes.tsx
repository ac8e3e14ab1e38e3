// Panel Sistema, pestaña Planes (part 2 §2): the plans as cards (inactive ones dimmed), 'Crear
// Plan', and view, edit and delete that work (D94). Deleting a plan in use answers 409 with the
// advice to deactivate it, shown in the confirmation.
import { useState } from 'react';
import { Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { fmt, saas as msg } from '@shared/messages';
import { ErrorCarga } from '../../../components/error-carga';
import { LayersIcon, PlusIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';
import { mensajeDeError } from '../../../lib/form-errors';
import { invalidar } from '../../../lib/invalidar';
import { useEliminacion } from '../../../lib/use-eliminacion';
import { type PlanFila, eliminarPlan, usePlanes } from '../api/saas';
import { PlanCard } from './plan-card';
import { PlanDialog } from './plan-dialog';
import { PlanVistaDialog } from './plan-vista-dialog';
import { ConfirmarEliminacion } from '../../../components/confirmar-eliminacion';

export function TabPlanes({ admin }: { admin: boolean }) {
  const planes = usePlanes();
  const [creando, setCreando] = useState(false);
  const [editando, setEditando] = useState<PlanFila | null>(null);
  const [viendo, setViendo] = useState<PlanFila | null>(null);
  const recargar = () => void invalidar('saas');
  const eliminacion = useEliminacion(
    (p: PlanFila) => eliminarPlan(p.id),
    { exito: msg.planEliminado, error: (e) => mensajeDeError(e, fmt(msg.planNoEncontrado, { id: '' })) },
    recargar,
  );

  if (planes.error)
    return <ErrorCarga titulo="No se pudieron cargar los planes" error={planes.error} onReintentar={() => void planes.mutate()} />;
  const lista = planes.data ?? [];
  const crear = admin && (
    <Button colorPalette="brand" onClick={() => setCreando(true)}>
      <PlusIcon />
      Crear Plan
    </Button>
  );
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">{planes.isLoading ? 'Cargando planes...' : `${lista.length} planes`}</Text>
        {crear}
      </HStack>
      {planes.isLoading ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="52" rounded="md" />
          ))}
        </SimpleGrid>
      ) : lista.length === 0 ? (
        <ListaVacia
          icono={<LayersIcon />}
          titulo="No hay planes"
          descripcion="Crea el primero con 'Crear Plan'."
          accion={crear || undefined}
        />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {lista.map((p) => (
            <PlanCard
              key={p.id}
              plan={p}
              admin={admin}
              onVer={() => setViendo(p)}
              onEditar={() => setEditando(p)}
              onEliminar={() => eliminacion.pedir(p)}
            />
          ))}
        </SimpleGrid>
      )}
      {creando && <PlanDialog onClose={() => setCreando(false)} onSaved={recargar} />}
      {editando && <PlanDialog key={editando.id} plan={editando} onClose={() => setEditando(null)} onSaved={recargar} />}
      {viendo && <PlanVistaDialog plan={viendo} onClose={() => setViendo(null)} />}
      <ConfirmarEliminacion eliminacion={eliminacion} title="Eliminar plan">
        {(p) => <>Se eliminará el plan {p.nombre}. Un plan que alguna empresa tiene no se puede eliminar: desactívalo.</>}
      </ConfirmarEliminacion>
    </Stack>
  );
}
