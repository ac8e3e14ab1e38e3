// Panel Sistema, pestaña Suscripciones (part 2 §2, D94): every company's subscriptions in a table
// with state badges (activa, trial; any other state destructive), a filter by state, 'Cargar más',
// and in Modo Admin: a new subscription, 'Cambiar plan' of a live one and cancel with confirmation.
import { useState } from 'react';
import { Badge, Button, HStack, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { ETIQUETA_ESTADO_EMPRESA } from '@shared/empresa-etiquetas';
import { saas as msg } from '@shared/messages';
import { formatearPrecio } from '@shared/moneda';
import { etiquetaMetodoPago } from '@shared/schemas/saas';
import { LayersIcon, PlusIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';
import { CuerpoLista } from '../../../components/pantalla-lista-cuerpo';
import { mensajeDeError } from '../../../lib/form-errors';
import { invalidar } from '../../../lib/invalidar';
import { useEliminacion } from '../../../lib/use-eliminacion';
import { useParametroUrl } from '../../../lib/use-parametro-url';
import { type SuscripcionFila, cancelarSuscripcion, useSuscripciones } from '../api/saas';
import { SuscripcionDialog } from './suscripcion-dialog';
import { TablaDesplazable } from '../../../components/tabla-desplazable';
import { errorCargaConMensaje } from '../../../components/pantalla-lista-cuerpo';
import { ConfirmarEliminacion } from '../../../components/confirmar-eliminacion';

const ESTADOS: Record<string, { etiqueta: string; color: string; variant: 'solid' | 'subtle' | 'outline' }> = {
  // Subtle, as every green badge: white on solid green is 3.3:1, below WCAG's 4.5:1 for this small text.
  activa: { etiqueta: 'Activa', color: 'green', variant: 'subtle' },
  trial: { etiqueta: ETIQUETA_ESTADO_EMPRESA.trial, color: 'blue', variant: 'subtle' },
};

/** The state's badge: activa and trial their own, any other (cancelada…) destructive (part 2 §3). */
export function EstadoSuscripcion({ estado }: { estado: string }) {
  const e = ESTADOS[estado];
  return (
    <Badge colorPalette={e?.color ?? 'red'} variant={e?.variant ?? 'solid'}>
      {e?.etiqueta ?? estado.charAt(0).toUpperCase() + estado.slice(1)}
    </Badge>
  );
}

const fecha = (f: string | null) => (f ? f.split('-').reverse().join('/') : '—');
const vigente = (s: SuscripcionFila) => s.estado === 'activa' || s.estado === 'trial';

export function TabSuscripciones({ admin }: { admin: boolean }) {
  const filtro = useParametroUrl('estado');
  const lista = useSuscripciones(filtro.valor);
  const [creando, setCreando] = useState(false);
  const [cambiando, setCambiando] = useState<SuscripcionFila | null>(null);
  const recargar = () => void invalidar('saas', 'empresas');
  const cancelacion = useEliminacion(
    (s: SuscripcionFila) => cancelarSuscripcion(s.id),
    { exito: msg.suscripcionCancelada, error: (e) => mensajeDeError(e, 'No se pudo cancelar la suscripción') },
    recargar,
  );

  return (
    <Stack gap="4">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <NativeSelect.Root width={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field
            aria-label="Filtrar por estado"
            value={filtro.valor ?? ''}
            onChange={(e) => (e.currentTarget.value ? filtro.poner(e.currentTarget.value) : filtro.quitar())}
          >
            <option value="">Todos los estados</option>
            <option value="activa">Activa</option>
            <option value="trial">{ETIQUETA_ESTADO_EMPRESA.trial}</option>
            <option value="cancelada">Cancelada</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {admin && (
          <Button colorPalette="brand" onClick={() => setCreando(true)}>
            <PlusIcon />
            Nueva suscripción
          </Button>
        )}
      </HStack>
      <CuerpoLista
        lista={lista}
        errorCarga={errorCargaConMensaje('No se pudieron cargar las suscripciones')}
        onReintentar={() => void lista.recargar().catch(() => undefined)}
        disposicion="tabla"
        alturaEsqueleto="40"
        tabla={(suscripciones) => (
          <TablaDesplazable
            etiqueta="Tabla de suscripciones"
            minW="3xl"
            columnas={[
              'Empresa',
              'Plan',
              'Estado',
              'Inicio',
              'Fin',
              'Próximo pago',
              'Pago',
              admin && { titulo: 'Acciones', alFinal: true },
            ]}
          >
            {suscripciones.map((s) => (
              <Table.Row key={s.id} data-testid={`suscripcion-${s.id}`}>
                <Table.Cell>{s.empresaNombre ?? s.empresaId}</Table.Cell>
                <Table.Cell>
                  {s.planNombre ?? s.planId} · {formatearPrecio(s.precioMensual, s.moneda)}/mes
                </Table.Cell>
                <Table.Cell>
                  <EstadoSuscripcion estado={s.estado} />
                </Table.Cell>
                <Table.Cell>{fecha(s.fechaInicio)}</Table.Cell>
                <Table.Cell>{fecha(s.fechaFin)}</Table.Cell>
                <Table.Cell>{fecha(s.fechaProximoPago)}</Table.Cell>
                <Table.Cell>{etiquetaMetodoPago(s.metodoPago.tipo)}</Table.Cell>
                {admin && (
                  <Table.Cell textAlign="end">
                    {vigente(s) && (
                      <HStack justify="end" gap="1">
                        <Button size="xs" variant="outline" onClick={() => setCambiando(s)}>
                          Cambiar plan
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => cancelacion.pedir(s)}>
                          Cancelar
                        </Button>
                      </HStack>
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </TablaDesplazable>
        )}
        vacio={
          <ListaVacia
            icono={<LayersIcon />}
            titulo="No hay suscripciones"
            descripcion={filtro.valor ? 'Ninguna suscripción en este estado.' : 'Abre la primera con «Nueva suscripción» en Modo Admin.'}
          />
        }
      />
      {creando && <SuscripcionDialog onClose={() => setCreando(false)} onSaved={recargar} />}
      {cambiando && <SuscripcionDialog key={cambiando.id} suscripcion={cambiando} onClose={() => setCambiando(null)} onSaved={recargar} />}
      <ConfirmarEliminacion
        eliminacion={cancelacion}
        title="Cancelar suscripción"
        labels={{ cancel: 'Volver', confirm: 'Cancelar suscripción', pending: 'Cancelando...' }}
      >
        {(s) => (
          <>
            La suscripción de {s.empresaNombre ?? s.empresaId} al plan {s.planNombre ?? s.planId} terminará hoy y la empresa quedará
            cancelada. Sus administradores recibirán un email y una notificación.
          </>
        )}
      </ConfirmarEliminacion>
    </Stack>
  );
}
