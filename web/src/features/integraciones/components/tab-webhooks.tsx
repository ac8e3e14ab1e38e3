// The «Webhooks» tab of Integraciones (D147): the company's endpoints (address, events, state),
// «Añadir webhook», «Enviar evento de prueba», «Registro de entregas» with «Reenviar», «Rotar secreto»,
// «Desactivar»/«Activar» and «Eliminar». The form, the log and the secret are modules of their own.
import { useState } from 'react';
import { Badge, Button, Card, Code, Flex, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { webhooks as msg } from '@shared/messages';
import { MOTIVO_DESACTIVACION_ETIQUETA } from '@shared/schemas/webhooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorCarga } from '../../../components/error-carga';
import { LinkIcon, PlusIcon, TrashIcon } from '../../../components/icons';
import { ListaVacia } from '../../../components/lista-vacia';
import { Seccion } from '../../../components/seccion';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { type Webhook, cambiarWebhook, eliminarWebhook, enviarPrueba, rotarSecreto, useWebhooks } from '../api/webhooks';
import { etiquetaEvento } from './etiqueta-evento';
import { NuevoWebhookDialog } from './nuevo-webhook-dialog';
import { RegistroEntregas } from './registro-entregas';
import { SecretoRotadoDialog } from './webhook-secreto';

type Confirmacion = { tipo: 'eliminar' | 'rotar'; webhook: Webhook };

function TarjetaWebhook({
  empresaId,
  w,
  onConfirmar,
}: {
  empresaId: string | undefined;
  w: Webhook;
  onConfirmar: (c: Confirmacion) => void;
}) {
  const [verRegistro, setVerRegistro] = useState(false);
  const [ocupado, setOcupado] = useState<'prueba' | 'estado' | null>(null);
  const activo = w.estado === 'activo';
  const accion = async (tipo: 'prueba' | 'estado') => {
    setOcupado(tipo);
    try {
      if (tipo === 'prueba') {
        await enviarPrueba(empresaId, w.id);
        toaster.create({ type: 'success', title: msg.pruebaEnviada });
        setVerRegistro(true);
      } else {
        await cambiarWebhook(empresaId, w.id, { activo: !activo });
        toaster.create({ type: 'success', title: activo ? msg.desactivado : msg.activado });
      }
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, 'No se pudo completar la acción') });
    } finally {
      setOcupado(null);
    }
  };
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <Flex gap="2" wrap="wrap" align="center">
          <LinkIcon boxSize="4" />
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" flex="1" minW="0">
            {w.url}
          </Text>
          <Badge colorPalette={activo ? 'green' : 'gray'}>{activo ? 'Activo' : 'Desactivado'}</Badge>
        </Flex>
        {w.descripcion && <Text>{w.descripcion}</Text>}
        {!activo && w.motivoDesactivacion && (
          <Text fontSize="sm" color="fg.error">
            {MOTIVO_DESACTIVACION_ETIQUETA[w.motivoDesactivacion]}
          </Text>
        )}
        <Wrap gap="1" role="group" aria-label="Eventos">
          {w.eventos.map((ev) => (
            <Badge key={ev} variant="subtle">
              {etiquetaEvento(ev)}
            </Badge>
          ))}
        </Wrap>
        <Text fontSize="sm" color="fg.muted">
          Secreto: <Code>{w.secretoPista}</Code>
          {w.secretoAnteriorHasta && ` · el anterior también firma hasta ${formatFechaHora(w.secretoAnteriorHasta)}`}
          {w.fallandoDesde && ` · fallando desde ${formatFechaHora(w.fallandoDesde)}`}
        </Text>
        <Wrap gap="2">
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            disabled={!activo}
            loading={ocupado === 'prueba'}
            onClick={() => void accion('prueba')}
          >
            Enviar evento de prueba
          </Button>
          <Button size="sm" variant="outline" aria-expanded={verRegistro} onClick={() => setVerRegistro((v) => !v)}>
            {verRegistro ? 'Ocultar registro' : 'Registro de entregas'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onConfirmar({ tipo: 'rotar', webhook: w })}>
            Rotar secreto
          </Button>
          <Button size="sm" variant="outline" loading={ocupado === 'estado'} onClick={() => void accion('estado')}>
            {activo ? 'Desactivar' : 'Activar'}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onConfirmar({ tipo: 'eliminar', webhook: w })}>
            <TrashIcon />
            Eliminar
          </Button>
        </Wrap>
        {verRegistro && <RegistroEntregas empresaId={empresaId} webhook={w} />}
      </Card.Body>
    </Card.Root>
  );
}

/** The tab, for the company whose screen it is (`empresaId`: the superadmin's chosen one; undefined for an admin). */
export function TabWebhooks({ empresaId }: { empresaId?: string }) {
  const { data, error, isLoading, mutate } = useWebhooks(empresaId);
  const [nuevo, setNuevo] = useState(false);
  const [confirmar, setConfirmar] = useState<Confirmacion | null>(null);
  const [pendiente, setPendiente] = useState(false);
  const [errorConfirmar, setErrorConfirmar] = useState<string | null>(null);
  const [rotado, setRotado] = useState<string | null>(null);

  const confirmado = async () => {
    if (!confirmar) return;
    setPendiente(true);
    setErrorConfirmar(null);
    try {
      if (confirmar.tipo === 'eliminar') {
        await eliminarWebhook(empresaId, confirmar.webhook.id);
        toaster.create({ type: 'success', title: msg.eliminado });
      } else {
        setRotado((await rotarSecreto(empresaId, confirmar.webhook.id)).secreto);
      }
      setConfirmar(null);
    } catch (err) {
      setErrorConfirmar(mensajeDeError(err, 'No se pudo completar la acción'));
    } finally {
      setPendiente(false);
    }
  };

  const anadir = (
    <Button colorPalette="brand" onClick={() => setNuevo(true)}>
      <PlusIcon />
      Añadir webhook
    </Button>
  );
  let cuerpo;
  if (error) cuerpo = <ErrorCarga titulo="No se pudieron cargar los webhooks" error={error} onReintentar={() => void mutate()} />;
  else if (isLoading || !data) cuerpo = <Skeleton height="24" />;
  else if (data.items.length === 0)
    cuerpo = (
      <ListaVacia
        icono={<LinkIcon boxSize="8" />}
        titulo="Aún no hay webhooks"
        descripcion="Añade la dirección de tu ATS o de tu sistema y elige qué eventos recibe."
        accion={anadir}
      />
    );
  else
    cuerpo = (
      <Stack as="ul" gap="3" listStyleType="none">
        {data.items.map((w) => (
          <TarjetaWebhook key={w.id} empresaId={empresaId} w={w} onConfirmar={setConfirmar} />
        ))}
      </Stack>
    );

  return (
    <Seccion
      titulo="Webhooks"
      descripcion="Tus sistemas reciben al momento lo que pasa en las entrevistas: cada evento va firmado (Standard Webhooks), se reintenta durante un día si tu sistema no responde y queda 30 días en el registro."
      acciones={data && data.items.length > 0 ? anadir : undefined}
    >
      {cuerpo}
      {nuevo && <NuevoWebhookDialog empresaId={empresaId} onClose={() => setNuevo(false)} />}
      {rotado && <SecretoRotadoDialog secreto={rotado} onClose={() => setRotado(null)} />}
      {confirmar && (
        <ConfirmDialog
          title={confirmar.tipo === 'eliminar' ? 'Eliminar webhook' : 'Rotar secreto'}
          pending={pendiente}
          error={errorConfirmar}
          onCancel={() => {
            setConfirmar(null);
            setErrorConfirmar(null);
          }}
          onConfirm={() => void confirmado()}
          irreversible={confirmar.tipo === 'eliminar'}
          colorPalette={confirmar.tipo === 'eliminar' ? 'red' : 'brand'}
          labels={confirmar.tipo === 'rotar' ? { confirm: 'Rotar secreto', pending: 'Rotando...' } : undefined}
        >
          {confirmar.tipo === 'eliminar'
            ? `Se eliminará el webhook ${confirmar.webhook.url}: dejará de recibir eventos. Su registro de entregas se conserva 30 días.`
            : `Se creará un secreto nuevo para ${confirmar.webhook.url}. El actual seguirá firmando también durante 24 horas.`}
        </ConfirmDialog>
      )}
    </Seccion>
  );
}
