// The Email panel's form (email-panel.tsx): the configuration's values in four tabs, checked before
// sending with the contract's schema and template rules, each error shown on its field and its tab
// (the server's too); 'Guardar Configuración' and 'Inicializar Configuración', which keep the values
// in this browser when the server cannot be reached (§8).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Alert, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { email as msg } from '@shared/messages';
import { emailConfigPorDefecto } from '@shared/email/por-defecto';
import { PLANTILLAS_POR_CATEGORIA } from '@shared/email/plantillas';
import type { EmailConfigEntrada } from '@shared/schemas/email';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { camposConError, mensajeDeError, pestanasConError } from '../../../lib/form-errors';
import { GLOBAL_KEY } from '../../../lib/config-global';
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
import { EstadoCarga, type Origen } from './email-origen';
import { EmailPestanas } from './email-pestanas';
import type { Seleccion } from './email-plantillas-tab';
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

const AVISO_ALCANCE =
  'Esta configuración afecta a todos los emails de la plataforma: invitaciones a candidatos, credenciales de administradores, reportes de entrevistas y avisos del sistema.';

/** What the form starts from, and where it comes from. */
export interface Inicial {
  origen: Origen;
  fuente: Fuente;
  /** When the local copy was kept. */
  guardadaEn?: string;
}

interface FormularioProps {
  inicial: Inicial;
  /** The server's configuration as last read (null while it cannot be reached). */
  servidor: EmailConfigMostrada | null;
  onCargarServidor: () => void;
}

export function EmailFormulario({ inicial, servidor, onCargarServidor }: FormularioProps) {
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

  // §8: what the server could not take is kept in this browser until it can.
  const enEsteNavegador = (body: EmailConfigEntrada) => {
    guardarCopiaLocal(body);
    setCopia(leerCopiaLocal());
    setCopiaEnFormulario(true);
    toaster.create({ type: 'warning', title: msg.guardadaLocal });
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
          enEsteNavegador(body);
          return;
        }
        const campos = erroresDelServidor(e, (campo, message) => setError(campo as never, { type: 'server', message }));
        irAlPrimerError(campos);
        avisarFallo(msg.errorGuardando, e);
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
      toaster.create({ type: 'info', title: msg.plantillasDisponibles });
    } catch (e) {
      setConfirmando(false);
      if (sinConexion(e)) {
        const defecto = valoresDe(emailConfigPorDefecto());
        reset(defecto, { keepDefaultValues: true });
        enEsteNavegador(cuerpoDe(defecto));
        return;
      }
      avisarFallo(msg.errorInicializando, e);
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

      <EmailPestanas
        form={form}
        guardado={guardado}
        pestana={pestana}
        onPestana={setPestana}
        conError={conError}
        seleccion={seleccion}
        onSeleccion={setSeleccion}
        plantillasConError={plantillasConError}
      />

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
        <ConfirmDialog
          title="¿Inicializar la configuración de email?"
          pending={inicializando}
          onCancel={() => setConfirmando(false)}
          onConfirm={() => void inicializar()}
          labels={{ confirm: 'Inicializar', pending: 'Inicializando...' }}
          irreversible="Se borra el servidor SMTP guardado (también su contraseña) y se pierden los cambios de las plantillas."
        >
          Vuelve a los valores por defecto: Amazon SES, el remitente de la instalación, un remitente por categoría, 3 reintentos y las 23
          plantillas originales.
        </ConfirmDialog>
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

/** A failed save or reset: its title, and the server's text beneath when it says more. */
function avisarFallo(titulo: string, e: unknown): void {
  const detalle = mensajeDeError(e, '');
  toaster.create({ type: 'error', title: titulo, description: detalle && detalle !== titulo ? detalle : undefined });
}
