// The «Webhooks» tab of Integraciones (issue 43), self-contained so it can sit in any tab list: the
// company's endpoints (address, events, state), «Añadir webhook» (all events chosen by default), the
// secret shown once with «Copiar», «Rotar secreto», «Desactivar»/«Activar», «Eliminar», «Enviar evento
// de prueba» and each endpoint's delivery log with «Reenviar».
import { createContext, useContext, useState } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Code,
  Dialog,
  Flex,
  HStack,
  Input,
  Portal,
  Skeleton,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { webhooks as msg } from '@shared/messages';
import {
  EVENTO_WEBHOOK_ETIQUETA,
  EVENTOS_WEBHOOK,
  MOTIVO_DESACTIVACION_ETIQUETA,
  WebhookCreate,
  type TipoEventoWebhook,
} from '@shared/schemas/webhooks';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorCarga } from '../../components/error-carga';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { LinkIcon, PlusIcon, RefreshIcon, TrashIcon } from '../../components/icons';
import { ListaVacia } from '../../components/lista-vacia';
import { Seccion } from '../../components/seccion';
import { toaster } from '../../components/toaster';
import { aplicarErroresServidor, mensajeDeError } from '../../lib/form-errors';
import { formatFechaHora } from '../../lib/format';
import { useSession } from '../../lib/session';
import {
  type EntregaWebhook,
  type Webhook,
  cambiarWebhook,
  crearWebhook,
  eliminarWebhook,
  enviarPrueba,
  reenviarEntrega,
  rotarSecreto,
  useEntregas,
  useWebhooks,
} from './api';

type Valores = z.input<typeof WebhookCreate>;
const VACIO: Valores = { url: '', eventos: [...EVENTOS_WEBHOOK], descripcion: '' };
const resolver = zodResolver(WebhookCreate);

/** The superadmin's chosen company (undefined for an admin: the server uses their own). */
const Empresa = createContext<string | undefined>(undefined);

const etiquetaEvento = (t: string) => EVENTO_WEBHOOK_ETIQUETA[t as TipoEventoWebhook] ?? t;

const ESTADO_ENTREGA: Record<EntregaWebhook['estado'], { texto: string; color: string }> = {
  entregada: { texto: 'Entregada', color: 'green' },
  pendiente: { texto: 'Reintento pendiente', color: 'orange' },
  enviando: { texto: 'Enviando', color: 'blue' },
  fallida: { texto: 'Fallida', color: 'red' },
};

/** The secret, shown once, with «Copiar». */
function SecretoUnaVez({ secreto }: { secreto: string }) {
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(secreto);
      toaster.create({ type: 'success', title: 'Secreto copiado' });
    } catch {
      toaster.create({ type: 'error', title: 'No se pudo copiar: selecciónalo y cópialo a mano' });
    }
  };
  return (
    <Stack gap="3">
      <Text>
        Guárdalo en el sistema que recibe los eventos: con él comprueba la firma (cabecera webhook-signature). No se volverá a mostrar.
      </Text>
      <Code p="3" fontSize="sm" wordBreak="break-all" whiteSpace="pre-wrap" aria-label="Secreto del webhook">
        {secreto}
      </Code>
      <Button alignSelf="start" variant="outline" onClick={() => void copiar()}>
        Copiar
      </Button>
    </Stack>
  );
}

function NuevoWebhookDialog({ onClose }: { onClose: () => void }) {
  const empresaId = useContext(Empresa);
  const [secreto, setSecreto] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, WebhookCreate>({ resolver, defaultValues: VACIO });
  const onSubmit = handleSubmit(async (datos) => {
    try {
      const creado = await crearWebhook(empresaId, { ...datos, ...(datos.descripcion ? {} : { descripcion: undefined }) });
      toaster.create({ type: 'success', title: msg.creado });
      setSecreto(creado.secreto);
    } catch (error) {
      aplicarErroresServidor<Valores>(error, ['url', 'eventos', 'descripcion'], setError);
      toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo crear el webhook') });
    }
  });
  return (
    <FormDialog
      title="Añadir webhook"
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Añadir webhook"
      submittingLabel="Añadiendo..."
      size="lg"
      result={
        secreto
          ? {
              title: 'Webhook añadido: su secreto',
              body: <SecretoUnaVez secreto={secreto} />,
              footer: (
                <Button colorPalette="brand" onClick={onClose}>
                  Entendido
                </Button>
              ),
            }
          : null
      }
    >
      <Stack gap="4">
        <FormField label="URL" required error={errors.url?.message} helperText="Una dirección https:// pública de tu sistema.">
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://ats.tuempresa.com/webhooks/talentia"
            {...register('url')}
          />
        </FormField>
        <FormField label="Descripción" error={errors.descripcion?.message}>
          <Input autoComplete="off" placeholder="ATS de selección" {...register('descripcion')} />
        </FormField>
        <FormField label="Eventos" required error={errors.eventos?.message}>
          <Controller
            control={control}
            name="eventos"
            render={({ field }) => (
              <Stack gap="2">
                {EVENTOS_WEBHOOK.map((ev) => (
                  <Checkbox.Root
                    key={ev}
                    checked={field.value.includes(ev)}
                    onCheckedChange={(e) =>
                      field.onChange(e.checked === true ? [...field.value, ev] : field.value.filter((x: string) => x !== ev))
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {etiquetaEvento(ev)}{' '}
                      <Text as="span" color="fg.muted" fontSize="xs">
                        {ev}
                      </Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            )}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}

function RegistroEntregas({ webhook }: { webhook: Webhook }) {
  const empresaId = useContext(Empresa);
  const { data, error, isLoading, mutate } = useEntregas(empresaId, webhook.id);
  const [enviando, setEnviando] = useState<string | null>(null);
  const reenviar = async (e: EntregaWebhook) => {
    setEnviando(e.id);
    try {
      await reenviarEntrega(empresaId, webhook.id, e.id);
      toaster.create({ type: 'success', title: msg.reenvioPedido });
      await mutate();
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, 'No se pudo reenviar') });
    } finally {
      setEnviando(null);
    }
  };
  if (error) return <ErrorCarga titulo="No se pudo cargar el registro de entregas" error={error} onReintentar={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="16" />;
  if (data.items.length === 0) return <Text color="fg.muted">Aún no hay entregas. Prueba con «Enviar evento de prueba».</Text>;
  return (
    <Stack gap="2" as="ul" listStyleType="none" aria-label={`Registro de entregas de ${webhook.url}`}>
      {data.items.map((e) => {
        const ultimo = e.intentos.at(-1);
        const estado = ESTADO_ENTREGA[e.estado];
        return (
          <Box as="li" key={e.id} borderWidth="1px" borderRadius="md" p="3">
            <Flex gap="2" wrap="wrap" align="center" justify="space-between">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{etiquetaEvento(e.tipo)}</Text>
                <Badge colorPalette={estado.color}>{estado.texto}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {formatFechaHora(e.creadoEn)}
                </Text>
              </HStack>
              {(e.estado === 'entregada' || e.estado === 'fallida') && webhook.estado === 'activo' && (
                <Button size="xs" variant="outline" loading={enviando === e.id} onClick={() => void reenviar(e)}>
                  <RefreshIcon />
                  Reenviar
                </Button>
              )}
            </Flex>
            <Text fontSize="sm" mt="1">
              {e.intentos.length === 1 ? '1 intento' : `${e.intentos.length} intentos`}
              {ultimo && ` · último: ${ultimo.status ?? 'sin respuesta'}, ${formatFechaHora(ultimo.en)} (${ultimo.duracionMs} ms)`}
              {e.proximoIntentoEn && ` · próximo: ${formatFechaHora(e.proximoIntentoEn)}`}
            </Text>
            {ultimo?.respuesta && (
              <Code display="block" mt="1" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" maxH="16" overflow="hidden">
                {ultimo.respuesta}
              </Code>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}

type Confirmacion = { tipo: 'eliminar' | 'rotar'; webhook: Webhook };

function TarjetaWebhook({ w, onConfirmar }: { w: Webhook; onConfirmar: (c: Confirmacion) => void }) {
  const empresaId = useContext(Empresa);
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
        {verRegistro && <RegistroEntregas webhook={w} />}
      </Card.Body>
    </Card.Root>
  );
}

function SecretoRotadoDialog({ secreto, onClose }: { secreto: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Nuevo secreto del webhook</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <SecretoUnaVez secreto={secreto} />
              <Text mt="3" fontSize="sm" color="fg.muted">
                Durante 24 horas cada entrega lleva dos firmas, con el secreto anterior y con este, para que cambies el secreto en tu
                sistema sin perder eventos.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                Entendido
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function WebhooksTab() {
  const { user, empresaActual } = useSession();
  const empresaId = user?.rol === 'superadmin' ? empresaActual?.id : undefined;
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
          <TarjetaWebhook key={w.id} w={w} onConfirmar={setConfirmar} />
        ))}
      </Stack>
    );

  return (
    <Empresa.Provider value={empresaId}>
      <Seccion
        titulo="Webhooks"
        descripcion="Tus sistemas reciben al momento lo que pasa en las entrevistas: cada evento va firmado (Standard Webhooks), se reintenta durante un día si tu sistema no responde y queda 30 días en el registro."
        acciones={data && data.items.length > 0 ? anadir : undefined}
      >
        {cuerpo}
        {nuevo && <NuevoWebhookDialog onClose={() => setNuevo(false)} />}
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
    </Empresa.Provider>
  );
}
