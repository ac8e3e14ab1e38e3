// The Email panel of 'Configuración del Sistema' (superadmin; part 2 §2 "Email panel", §3, §5, §8
// "Email and SMTP", §9; D62): the warning that it governs every email of the platform, four tabs
// (Servidor SMTP, Emails por Categoría, Plantillas, Avanzado), 'Guardar Configuración' (the whole
// configuration, PUT {emailConfig}) and 'Inicializar Configuración' (back to the defaults, after a
// confirmation). Checked before sending with the contract's schema and template rules; each error
// shows on its field and its tab. When the server cannot be reached the panel loads the copy kept
// in this browser, else the defaults, and says so; a save that cannot reach it keeps that copy
// (without the SMTP password).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Alert, Box, Button, Dialog, Flex, HStack, Portal, Skeleton, Tabs, Text, chakra } from '@chakra-ui/react';
import { email as msg } from '@shared/messages';
import { emailConfigPorDefecto } from '@shared/email/por-defecto';
import { PLANTILLAS_POR_CATEGORIA } from '@shared/email/plantillas';
import type { EmailConfigEntrada } from '@shared/schemas/email';
import { ErrorCarga } from '../../../components/error-carga';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { camposConError, mensajeDeError, pestanasConError } from '../../../lib/form-errors';
import { formatFechaHora } from '../../../lib/format';
import { GLOBAL_KEY, useConfigGlobal } from '../../../lib/config-global';
import {
  type EmailConfigMostrada,
  borrarCopiaLocal,
  conEmailConfig,
  guardarCopiaLocal,
  guardarEmailConfig,
  inicializarEmailConfig,
  leerCopiaLocal,
  sinConexion,
} from '../api/email';
import { EmailAvanzadoTab } from './email-avanzado-tab';
import { EmailCategoriasTab } from './email-categorias-tab';
import { EmailPlantillasTab, type Seleccion } from './email-plantillas-tab';
import { EmailSmtpTab } from './email-smtp-tab';
import {
  type Contexto,
  type Fuente,
  PESTANAS,
  type Pestana,
  type Valores,
  campoDe,
  cuerpoDe,
  pestanaDe,
  plantillaDe,
  resolver,
  valoresDe,
} from './email-valores';

export const AVISO_ALCANCE =
  'Esta configuración afecta a todos los emails de la plataforma: invitaciones a candidatos, credenciales de administradores, reportes de entrevistas y avisos del sistema.';
const INFO_PLANTILLAS = msg.plantillasDisponibles;

type Origen = 'servidor' | 'local' | 'defecto';

interface Inicial {
  origen: Origen;
  fuente: Fuente;
  /** When the local copy was kept. */
  guardadaEn?: string;
}

const ETIQUETA_PESTANA: Record<Pestana, string> = {
  smtp: 'Servidor SMTP',
  emails: 'Emails por Categoría',
  plantillas: 'Plantillas',
  avanzado: 'Avanzado',
};

export function EmailPanel() {
  const global = useConfigGlobal(true);
  const [inicial, setInicial] = useState<Inicial | null>(null);
  // Until the server answers, what the form starts from: the server's configuration, or (no
  // answer) the local copy, else the defaults. It stays what it was when the server comes back.
  const servidor = global.data ? (global.data.emailConfig ?? emailConfigPorDefecto()) : null;
  let ahora = inicial;
  if (!ahora && servidor) ahora = { origen: 'servidor', fuente: servidor };
  if (!ahora && global.error && sinConexion(global.error)) {
    const copia = leerCopiaLocal();
    ahora = copia
      ? { origen: 'local', fuente: copia.emailConfig, guardadaEn: copia.guardadaEn }
      : { origen: 'defecto', fuente: emailConfigPorDefecto() };
  }
  if (ahora && ahora !== inicial) setInicial(ahora);
  const [generacion, setGeneracion] = useState(0);

  if (!ahora) {
    if (global.error) {
      return (
        <ErrorCarga
          titulo="No se pudo cargar la configuración de email"
          error={global.error}
          reintentando={global.isValidating}
          onReintentar={() => void global.mutate()}
        />
      );
    }
    return <Skeleton height="60" rounded="lg" />;
  }
  return (
    <EmailFormulario
      key={generacion}
      inicial={ahora}
      servidor={servidor}
      onCargarServidor={() => {
        if (!servidor) return;
        setInicial({ origen: 'servidor', fuente: servidor });
        setGeneracion((g) => g + 1);
      }}
    />
  );
}

interface FormularioProps {
  inicial: Inicial;
  /** The server's configuration as last read (null while it cannot be reached). */
  servidor: EmailConfigMostrada | null;
  onCargarServidor: () => void;
}

function EmailFormulario({ inicial, servidor, onCargarServidor }: FormularioProps) {
  const guardado: Contexto = {
    passwordConfigurada: servidor?.smtp.passwordConfigurada ?? false,
    host: servidor?.smtp.host ?? '',
    user: servidor?.smtp.user ?? '',
  };
  const form = useForm<Valores, Contexto, EmailConfigEntrada>({
    resolver,
    context: guardado,
    defaultValues: valoresDe(inicial.fuente),
  });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { mutate } = useSWRConfig();
  const [pestana, setPestana] = useState<Pestana>('smtp');
  const [seleccion, setSeleccion] = useState<Seleccion>({ categoria: 'administracion', id: PLANTILLAS_POR_CATEGORIA.administracion[0] });
  // Where the values come from; the server's once a save or a reset got through.
  const [origen, setOrigen] = useState<Origen>(inicial.origen);
  const [copia, setCopia] = useState(() => leerCopiaLocal());
  // The form holds the local copy: it is what a save would send, not something to offer back.
  const [copiaEnFormulario, setCopiaEnFormulario] = useState(inicial.origen === 'local');
  const [confirmando, setConfirmando] = useState(false);
  const [inicializando, setInicializando] = useState(false);

  const irAlPrimerError = (campos: string[]) => {
    const primero = campos[0];
    if (!primero) return;
    setPestana(pestanaDe(primero));
    const p = plantillaDe(primero);
    if (p) setSeleccion(p);
  };

  const aServidor = (config: EmailConfigMostrada) => {
    reset(valoresDe(config));
    setOrigen('servidor');
    borrarCopiaLocal();
    setCopia(null);
    setCopiaEnFormulario(false);
  };

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        const r = await guardarEmailConfig(body);
        await mutate(GLOBAL_KEY, r.data, { revalidate: false });
        toaster.create({ type: 'success', title: r.message || msg.guardadaServidor });
        aServidor(r.data.emailConfig);
      } catch (e) {
        if (sinConexion(e)) {
          guardarCopiaLocal(body);
          setCopia(leerCopiaLocal());
          setCopiaEnFormulario(true);
          toaster.create({ type: 'warning', title: msg.guardadaLocal });
          return;
        }
        const campos = erroresDelServidor(e, (campo, message) => setError(campo as never, { type: 'server', message }));
        irAlPrimerError(campos);
        const detalle = mensajeDeError(e, '');
        toaster.create({
          type: 'error',
          title: msg.errorGuardando,
          description: detalle && detalle !== msg.errorGuardando ? detalle : undefined,
        });
      }
    },
    (errs) => irAlPrimerError(camposConError(errs)),
  );

  const inicializar = async () => {
    setInicializando(true);
    try {
      const r = await inicializarEmailConfig();
      await mutate(GLOBAL_KEY, conEmailConfig(r.data), { revalidate: false });
      aServidor(r.data);
      setConfirmando(false);
      toaster.create({ type: 'success', title: r.message || msg.inicializada });
      toaster.create({ type: 'info', title: INFO_PLANTILLAS });
    } catch (e) {
      setConfirmando(false);
      if (sinConexion(e)) {
        // §8: the defaults are kept here until the server can take them.
        const defecto = valoresDe(emailConfigPorDefecto());
        reset(defecto, { keepDefaultValues: true });
        guardarCopiaLocal(cuerpoDe(defecto));
        setCopia(leerCopiaLocal());
        setCopiaEnFormulario(true);
        toaster.create({ type: 'warning', title: msg.guardadaLocal });
        return;
      }
      const detalle = mensajeDeError(e, '');
      toaster.create({
        type: 'error',
        title: msg.errorInicializando,
        description: detalle && detalle !== msg.errorInicializando ? detalle : undefined,
      });
    } finally {
      setInicializando(false);
    }
  };

  const recuperarCopia = () => {
    if (!copia) return;
    reset(valoresDe(copia.emailConfig), { keepDefaultValues: true });
    setCopiaEnFormulario(true);
  };

  const { conError } = pestanasConError(errors, pestanaDe, PESTANAS);
  const plantillasConError = new Set(
    camposConError(errors)
      .map(plantillaDe)
      .filter((p) => p !== null)
      .map((p) => `${p.categoria}.${p.id}`),
  );

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="panel-email">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{AVISO_ALCANCE}</Alert.Description>
      </Alert.Root>
      <EstadoCarga
        origen={origen}
        servidor={servidor}
        copia={copiaEnFormulario ? null : copia}
        copiaEnFormulario={copiaEnFormulario ? (copia?.guardadaEn ?? inicial.guardadaEn ?? null) : null}
        onCargarServidor={onCargarServidor}
        onRecuperar={recuperarCopia}
        onDescartar={() => {
          borrarCopiaLocal();
          setCopia(null);
        }}
      />

      <Tabs.Root value={pestana} onValueChange={(e) => setPestana(e.value as Pestana)} variant="line" lazyMount>
        <Tabs.List overflowX="auto" overflowY="hidden" maxW="full">
          {PESTANAS.map((valor) => (
            <Tabs.Trigger key={valor} value={valor} flexShrink="0">
              {ETIQUETA_PESTANA[valor]}
              {conError.has(valor) && (
                <>
                  <Box as="span" color="red.fg" aria-hidden>
                    •
                  </Box>
                  <Text as="span" srOnly>
                    {' (con errores)'}
                  </Text>
                </>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="smtp">
          <EmailSmtpTab form={form} guardado={guardado} />
        </Tabs.Content>
        <Tabs.Content value="emails">
          <EmailCategoriasTab form={form} />
        </Tabs.Content>
        <Tabs.Content value="plantillas">
          <EmailPlantillasTab form={form} seleccion={seleccion} onSeleccion={setSeleccion} conError={plantillasConError} />
        </Tabs.Content>
        <Tabs.Content value="avanzado">
          <EmailAvanzadoTab form={form} activa={pestana === 'avanzado'} />
        </Tabs.Content>
      </Tabs.Root>

      <Flex gap="3" wrap="wrap" align="center" borderTopWidth="1px" pt="4">
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Guardando...">
          Guardar Configuración
        </Button>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirmando(true)} disabled={isSubmitting}>
          Inicializar Configuración
        </Button>
        {isDirty && (
          <Text fontSize="sm" color="fg.muted" data-testid="cambios-sin-guardar">
            Hay cambios sin guardar
          </Text>
        )}
      </Flex>

      {confirmando && (
        <ConfirmarInicializar onCancel={() => setConfirmando(false)} onConfirm={() => void inicializar()} inicializando={inicializando} />
      )}
    </chakra.form>
  );
}

/** Puts the server's `details: [{ campo, msg }]` on their fields; answers the fields, in order. */
function erroresDelServidor(e: unknown, poner: (campo: string, message: string) => void): string[] {
  const details = e instanceof ApiError ? (e.body as { details?: { campo?: unknown; msg?: unknown }[] } | null)?.details : undefined;
  const campos: string[] = [];
  for (const d of Array.isArray(details) ? details : []) {
    if (typeof d.campo !== 'string' || typeof d.msg !== 'string') continue;
    const campo = campoDe(d.campo.split('.'));
    poner(campo, d.msg);
    campos.push(campo);
  }
  return campos;
}

interface EstadoCargaProps {
  origen: Origen;
  servidor: EmailConfigMostrada | null;
  /** A local copy not in the form (kept when a save could not reach the server). */
  copia: { guardadaEn: string } | null;
  /** The form holds the local copy kept at this time. */
  copiaEnFormulario: string | null;
  onCargarServidor: () => void;
  onRecuperar: () => void;
  onDescartar: () => void;
}

/** Where what the form shows comes from, when that is not simply "the server's, saved". */
function EstadoCarga({ origen, servidor, copia, copiaEnFormulario, onCargarServidor, onRecuperar, onDescartar }: EstadoCargaProps) {
  const avisos = [];
  if (origen !== 'servidor') {
    avisos.push(
      <Alert.Root key="origen" status="warning" data-testid="email-origen">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No se pudo contactar con el servidor</Alert.Title>
          <Alert.Description>
            {copiaEnFormulario
              ? `Se muestra la copia guardada en este navegador el ${formatFechaHora(copiaEnFormulario) ?? ''} (sin la contraseña SMTP), no la del servidor.`
              : 'Se muestra la configuración por defecto, no la guardada en el servidor.'}
          </Alert.Description>
          {servidor && (
            <Button size="sm" variant="outline" mt="2" onClick={onCargarServidor}>
              El servidor ya responde: cargar su configuración
            </Button>
          )}
        </Alert.Content>
      </Alert.Root>,
    );
  } else if (copiaEnFormulario) {
    avisos.push(
      <Alert.Root key="copia" status="warning" data-testid="email-copia-local">
        <Alert.Indicator />
        <Alert.Description>
          Estos cambios solo están guardados en este navegador ({formatFechaHora(copiaEnFormulario)}). Pulsa Guardar Configuración cuando
          vuelva la conexión.
        </Alert.Description>
      </Alert.Root>,
    );
  } else if (copia) {
    avisos.push(
      <Alert.Root key="copia" status="info" data-testid="email-copia-local">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            Hay una copia de la configuración guardada en este navegador el {formatFechaHora(copia.guardadaEn)} que no llegó al servidor.
          </Alert.Description>
          <HStack gap="2" mt="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={onRecuperar}>
              Recuperar la copia local
            </Button>
            <Button size="sm" variant="ghost" onClick={onDescartar}>
              Descartarla
            </Button>
          </HStack>
        </Alert.Content>
      </Alert.Root>,
    );
  }
  if (origen === 'servidor' && servidor && !servidor.guardada) {
    avisos.push(
      <Alert.Root key="defecto" status="info" data-testid="email-por-defecto">
        <Alert.Indicator />
        <Alert.Description>
          Todavía no se ha guardado ninguna configuración de email: se muestran los valores por defecto, con los que sale hoy el correo
          (Amazon SES y estas plantillas).
        </Alert.Description>
      </Alert.Root>,
    );
  }
  return (
    <>
      {avisos}
      {origen === 'servidor' && servidor?.guardada && servidor.actualizadaEn && (
        <Text fontSize="sm" color="fg.muted">
          Guardada el {formatFechaHora(servidor.actualizadaEn)}.
        </Text>
      )}
    </>
  );
}

function ConfirmarInicializar({
  onCancel,
  onConfirm,
  inicializando,
}: {
  onCancel: () => void;
  onConfirm: () => void;
  inicializando: boolean;
}) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !inicializando && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>¿Inicializar la configuración de email?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text>
                    Vuelve a los valores por defecto: Amazon SES, el remitente de la instalación, un remitente por categoría, 3 reintentos y
                    las 20 plantillas originales.
                  </Text>
                  <Text mt="2" fontWeight="semibold">
                    Se borra el servidor SMTP guardado (también su contraseña) y se pierden los cambios de las plantillas.
                  </Text>
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={inicializando}>
                Cancelar
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={inicializando} loadingText="Inicializando...">
                Inicializar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
