// «WhatsApp» in the company's Configuración (issue 68 item 1): the company's own WhatsApp Business
// number on Meta's Cloud API. The admin types the four values Meta's App Dashboard and WhatsApp
// Manager show; saving asks Meta for the number and says whether it is connected (its verified name
// and number) or why not. The token and the app secret are never shown again. The section says what is
// sent (D226: beside the mails, to candidates who opted in, with approved templates). A working connection lists the product's
// templates (issue 68 item 2) with their state in Meta's review, in Spanish, and «Crear plantillas de
// nuevo» creates the missing ones, resubmits the rejected ones and reads the states again. The webhook
// (issue 68 item 6): its callback URL and verify token, each with a copy button, and where Meta wants them.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Clipboard, Heading, IconButton, Input, InputGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { FormularioCredenciales, ResumenConexion } from '../../../components/conexion-credenciales';
import { ErrorCarga } from '../../../components/error-carga';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { mensajeDeError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { textoEstadoPlantilla } from '@shared/whatsapp-plantillas';
import { whatsapp as msgWhatsApp, whatsappWebhook as msgWebhook } from '@shared/messages';
import {
  crearPlantillasWhatsApp,
  eliminarConexionWhatsApp,
  guardarConexionWhatsApp,
  useConexionWhatsApp,
  type ConexionWhatsApp,
} from '../api/whatsapp';

type ClaveCampo = 'phoneNumberId' | 'wabaId' | 'accessToken' | 'appSecret';

/** The four values Meta shows the admin, in the form's order; the secret ones are never shown again. */
const CAMPOS: readonly { clave: ClaveCampo; etiqueta: string; ayuda?: string; secreto?: boolean }[] = [
  {
    clave: 'phoneNumberId',
    etiqueta: 'Phone number ID',
    ayuda: 'En WhatsApp Manager › Números de teléfono, o en la configuración de la API de tu aplicación de Meta.',
  },
  { clave: 'wabaId', etiqueta: 'WhatsApp Business Account ID' },
  {
    clave: 'accessToken',
    etiqueta: 'Token de acceso',
    ayuda: 'Un token de usuario del sistema con el permiso whatsapp_business_messaging.',
    secreto: true,
  },
  {
    clave: 'appSecret',
    etiqueta: 'Clave secreta de la aplicación (App secret)',
    ayuda: 'En tu aplicación de Meta › Configuración › Básica.',
    secreto: true,
  },
];

const CALIDAD: Record<string, string> = { GREEN: 'alta', YELLOW: 'media', RED: 'baja', NA: 'sin valorar todavía' };

/** The badge's colour of a template's state: usable, waiting, or needing the admin. */
const COLOR_ESTADO: Record<string, string> = { APPROVED: 'green', PENDING: 'yellow', IN_APPEAL: 'yellow', PAUSED: 'orange' };

function Plantillas({
  empresaId,
  plantillas,
  alCambiar,
}: {
  empresaId: string;
  plantillas: ConexionWhatsApp['plantillas'];
  alCambiar: () => void;
}) {
  const [ocupado, setOcupado] = useState(false);
  const crear = async () => {
    setOcupado(true);
    try {
      const r = await crearPlantillasWhatsApp(empresaId);
      toaster.create({ type: 'success', title: r.message ?? '' });
      alCambiar();
    } catch (err) {
      toaster.create({ type: 'error', title: mensajeDeError(err, 'No se pudieron crear las plantillas de WhatsApp') });
    } finally {
      setOcupado(false);
    }
  };
  return (
    <Card.Root variant="outline" role="group" aria-label="Plantillas de WhatsApp">
      <Card.Body gap="3">
        <div>
          <Heading as="h3" size="md">
            Plantillas de mensajes
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Talentia las crea en tu cuenta de WhatsApp Business y Meta las revisa antes de poder usarlas (suele tardar minutos, a veces
            hasta 24 horas). {msgWhatsApp.plantillasAviso} «Crear plantillas de nuevo» crea las que falten, vuelve a enviar a revisión las
            rechazadas y consulta el estado de todas.
          </Text>
        </div>
        {plantillas.length === 0 ? (
          <Text fontSize="sm">Todavía no se han creado las plantillas.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Estado de las plantillas">
            {plantillas.map((p) => (
              <Wrap as="li" key={p.nombre} gap="2" align="center" aria-label={p.titulo}>
                <Text fontWeight="medium">{p.titulo}</Text>
                <Badge colorPalette={COLOR_ESTADO[p.estado] ?? 'red'}>{textoEstadoPlantilla(p)}</Badge>
                <Text fontSize="xs" color="fg.muted">
                  {p.nombre} · {p.idioma} · estado consultado {formatFechaHora(p.leidaEn)}
                </Text>
              </Wrap>
            ))}
          </Stack>
        )}
        <Button size="sm" variant="outline" alignSelf="flex-start" loading={ocupado} onClick={() => void crear()}>
          Crear plantillas de nuevo
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

/** A value to paste in Meta's dashboard, read-only, with its copy button. */
function Copiable({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <Clipboard.Root value={valor}>
      <Clipboard.Label fontSize="sm" fontWeight="medium">
        {etiqueta}
      </Clipboard.Label>
      <InputGroup
        endElementProps={{ paddingInlineEnd: '1' }}
        endElement={
          <Clipboard.Trigger asChild>
            <IconButton variant="ghost" size="sm" aria-label={`${msgWebhook.copiar} ${etiqueta}`}>
              <Clipboard.Indicator />
            </IconButton>
          </Clipboard.Trigger>
        }
      >
        <Clipboard.Input asChild>
          <Input readOnly fontFamily="mono" fontSize="sm" />
        </Clipboard.Input>
      </InputGroup>
    </Clipboard.Root>
  );
}

/** Where Meta sends the candidates' replies and the sends' statuses: the URL and token the admin pastes in the App Dashboard. */
function Webhook({ webhookUrl, verifyToken }: Pick<ConexionWhatsApp, 'webhookUrl' | 'verifyToken'>) {
  return (
    <Card.Root variant="outline" role="group" aria-label="Webhook de WhatsApp">
      <Card.Body gap="3">
        <div>
          <Heading as="h3" size="md">
            Webhook
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Por aquí llegan a Talentia las respuestas de los candidatos y el estado de cada mensaje enviado.
          </Text>
        </div>
        {webhookUrl && verifyToken ? (
          <Stack gap="3" maxW="2xl">
            <Copiable etiqueta={msgWebhook.urlTitulo} valor={webhookUrl} />
            <Copiable etiqueta={msgWebhook.tokenTitulo} valor={verifyToken} />
            <Text fontSize="sm">{msgWebhook.dondePegar}</Text>
          </Stack>
        ) : (
          <Text fontSize="sm">{msgWebhook.sinUrl}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function WhatsAppPanel({ empresaId }: { empresaId: string }) {
  const { data, error, isLoading, mutate } = useConexionWhatsApp(empresaId);
  const [campos, setCampos] = useState({ phoneNumberId: '', wabaId: '', accessToken: '', appSecret: '' });
  const campo = (k: keyof typeof campos) => ({
    value: campos[k],
    onChange: (e: { target: { value: string } }) => setCampos((c) => ({ ...c, [k]: e.target.value })),
  });

  const guardar = async () => {
    const r = await guardarConexionWhatsApp(empresaId, campos);
    // Saved and working, or saved and not working (and why): one message that tells the truth (D129).
    toaster.create({ type: r.data.comprobacion?.estado === 'conectada' ? 'success' : 'warning', title: r.message ?? '' });
    setCampos({ phoneNumberId: '', wabaId: '', accessToken: '', appSecret: '' });
    void mutate();
  };

  const c = data?.comprobacion;
  return (
    <Stack gap="3" as="section" aria-label="WhatsApp">
      <div>
        <Heading as="h2" size="lg">
          WhatsApp
        </Heading>
        <Text color="fg.muted">
          El número de WhatsApp Business de tu empresa en la plataforma de Meta (Cloud API). El token y la clave secreta se guardan cifrados
          y no se vuelven a mostrar.
        </Text>
      </div>
      {error ? (
        <ErrorCarga titulo="No se pudo cargar la conexión de WhatsApp" error={error} onReintentar={() => void mutate()} />
      ) : isLoading || !data ? (
        <Text color="fg.muted">Cargando…</Text>
      ) : (
        <Stack gap="4">
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                Los avisos por WhatsApp se envían además del correo, nunca en su lugar: solo a los candidatos que han aceptado recibirlos
                por WhatsApp y solo con las plantillas que Meta ha aprobado.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          {data.configurada && (
            <ResumenConexion
              ariaLabel="Número conectado"
              titulo={c?.estado === 'conectada' ? `${c.nombreVerificado ?? ''} · ${c.numero ?? ''}` : 'Número guardado'}
              insignia={c ? { ok: c.estado === 'conectada', textoOk: 'Conectado', textoError: 'Con errores' } : null}
              detalle={
                <>
                  Phone number ID: {data.phoneNumberId} · WhatsApp Business Account ID: {data.wabaId} · Token: …{data.tokenUltimos4}
                  {data.appSecretGuardado ? ' · Clave secreta guardada' : ''}
                </>
              }
              comprobacion={c ? { etiqueta: 'Comprobado', en: c.comprobadaEn, ok: c.estado === 'conectada', error: c.error } : null}
              eliminar={{
                titulo: 'Eliminar la conexión de WhatsApp',
                texto: 'Se borran el número, el token y la clave secreta guardados.',
                accion: () => eliminarConexionWhatsApp(empresaId),
                errorPorDefecto: 'No se pudo eliminar la conexión de WhatsApp',
                alEliminar: () => void mutate(),
              }}
            >
              {c?.estado === 'conectada' && c.calidad && <Text fontSize="sm">Calidad del número según Meta: {CALIDAD[c.calidad]}</Text>}
            </ResumenConexion>
          )}
          {data.configurada && <Webhook webhookUrl={data.webhookUrl} verifyToken={data.verifyToken} />}
          {data.configurada && c?.estado === 'conectada' && (
            <Plantillas empresaId={empresaId} plantillas={data.plantillas} alCambiar={() => void mutate()} />
          )}
          <FormularioCredenciales
            ariaLabel="Conexión de WhatsApp"
            guardar={guardar}
            errorPorDefecto="No se pudo guardar la conexión de WhatsApp"
            textoBoton={data.configurada ? 'Sustituir y comprobar' : 'Conectar y comprobar'}
            aviso={data.configurada && <Text fontSize="sm">Para cambiar el número o el token, escribe de nuevo los cuatro datos.</Text>}
          >
            {CAMPOS.map((f) => (
              <FormField key={f.clave} label={f.etiqueta} required helperText={f.ayuda}>
                {f.secreto ? (
                  <Input type="password" autoComplete="new-password" {...campo(f.clave)} />
                ) : (
                  <Input inputMode="numeric" autoComplete="off" {...campo(f.clave)} />
                )}
              </FormField>
            ))}
          </FormularioCredenciales>
        </Stack>
      )}
    </Stack>
  );
}
