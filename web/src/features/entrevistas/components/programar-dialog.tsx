// 'Programar entrevista' (part 2 §5): a candidate and an AI service from searchable lists, the
// date-time (minimum now), the duration (default 60) and the time zone (the company's, else the
// browser's: D81). When the company cannot schedule at all (no licence, no contracted service, its AI
// switches off) the dialog says exactly why; a service chosen before it opened (a Servicios HR card's
// «Ejecutar») comes chosen, or is refused on its field when the company is not offered it; and links whoever can fix it to the company's form. The button stays disabled until candidate, service and date-time are set;
// the body is checked with the contract's EntrevistaCreate, the schema the server uses, and the
// server's field errors land on their fields. Its other refusals (no licences left, the plan's
// limit, an unknown candidate) are shown as the server words them, inside the dialog.
import { useEffect, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Alert, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { tienePermiso } from '@shared/permissions';
import { borradoSolicitado as msgBorrado, entrevistas as msg, fmt } from '@shared/messages';
import { EntrevistaCreate } from '@shared/schemas/entrevista';
import { ENTREVISTAS } from '@shared/constants';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { OptionSelect } from '../../../components/option-select';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { aplicarErroresServidor, mensajeDeError } from '../../../lib/form-errors';
import { formatFecha } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaginada } from '../../../lib/use-paginada';
import {
  type CandidatoOpcion,
  type Programada,
  programarEntrevista,
  useBuscarCandidatos,
  useCandidatoOpcion,
  useServiciosOfrecidos,
} from '../api/entrevistas';
import { errorDeFecha, erroresPorCampo } from '../formulario';
import { instanteDeHoraLocal, isoConDesfase, zonaInicial } from '../../../lib/zona-horaria';
import { CamposFecha } from './campos-fecha';
import { type Opcion, SelectorBuscable } from './selector-buscable';
import { cuenta } from '@shared/plural';
import { AvisoError } from '../../../components/aviso-error';

interface Valores {
  candidatoId: string;
  servicioId: string;
  /** The datetime-local value, on the clock of zonaHoraria. */
  fechaProgramada: string;
  duracionEstimada: string;
  zonaHoraria: string;
  /** The vacancy it is for (D187), or '' for none. */
  vacanteId: string;
}

const CAMPOS = ['candidatoId', 'servicioId', 'fechaProgramada', 'duracionEstimada', 'zonaHoraria', 'vacanteId'] as const;

function resolver(empresaId: string | undefined): Resolver<Valores, unknown, EntrevistaCreate> {
  return async (v) => {
    const instante = v.fechaProgramada ? instanteDeHoraLocal(v.fechaProgramada, v.zonaHoraria) : Number.NaN;
    const r = EntrevistaCreate.safeParse({
      ...(empresaId ? { empresaId } : {}),
      candidatoId: v.candidatoId,
      servicioId: v.servicioId,
      fechaProgramada: Number.isNaN(instante) ? '' : isoConDesfase(instante, v.zonaHoraria),
      duracionEstimada: Number(v.duracionEstimada),
      zonaHoraria: v.zonaHoraria,
      ...(v.vacanteId ? { vacanteId: v.vacanteId } : {}),
    });
    const errors = r.success ? {} : erroresPorCampo(r.error.issues, CAMPOS, 'fechaProgramada');
    const fecha = errorDeFecha(instante);
    if (fecha && !errors.fechaProgramada) errors.fechaProgramada = { type: 'fecha', message: fecha };
    if (!r.success || Object.keys(errors).length) return { values: {}, errors };
    return { values: r.data, errors: {} };
  };
}

/** Letters without accents or case, to filter the services as the candidate search does. */
const plano = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const opcionCandidato = (c: CandidatoOpcion): Opcion => ({
  value: c.id,
  label: c.nombre,
  detalle: [c.email, c.posicion].filter(Boolean).join(' · '),
});

interface ProgramarDialogProps {
  /** The superadmin's chosen company (a company user's own otherwise). */
  empresaId?: string;
  /** A candidate chosen before the dialog opened (their profile's 'Programar entrevista'). */
  candidatoIdInicial?: string;
  /** A service chosen before the dialog opened (a Servicios HR card's «Ejecutar»): its codigo. */
  servicioIdInicial?: string;
  onClose: () => void;
  onProgramada: (r: Programada) => void;
}

export function ProgramarDialog({ empresaId, candidatoIdInicial, servicioIdInicial, onClose, onProgramada }: ProgramarDialogProps) {
  const { user, empresas, empresaActual } = useSession();
  const idEmpresa = empresaId ?? user?.empresaId ?? undefined;
  const empresa = empresas.find((e) => e.id === idEmpresa) ?? (empresaActual?.id === idEmpresa ? empresaActual : null);
  const zonaPorDefecto = useMemo(() => zonaInicial(empresa), [empresa]);
  const [errorGeneral, setErrorGeneral] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, EntrevistaCreate>({
    resolver: resolver(empresaId),
    defaultValues: {
      candidatoId: candidatoIdInicial ?? '',
      servicioId: servicioIdInicial ?? '',
      fechaProgramada: '',
      duracionEstimada: String(ENTREVISTAS.duracionPorDefecto),
      zonaHoraria: zonaPorDefecto,
      vacanteId: '',
    },
  });
  // The company's vacancies that take interviews (D187: open or paused); choosing one brings its template.
  const vacantes = usePaginada('GET /api/vacantes', { empresaId }, { limite: 100 });
  const vacantesVivas = vacantes.items.filter((v) => v.estado !== 'cerrada');
  const [candidatoId, servicioId, fecha, zona] = useWatch({
    control,
    name: ['candidatoId', 'servicioId', 'fechaProgramada', 'zonaHoraria'],
  });

  // Candidates: the server's search for what is typed (the whole list when the text is the choice).
  // Until the person touches the picker, the candidate chosen before opening (once it has loaded).
  const inicial = useCandidatoOpcion(candidatoIdInicial, empresaId);
  const [elegidoAqui, setElegido] = useState<CandidatoOpcion | null | undefined>(undefined);
  const elegido = elegidoAqui === undefined ? (inicial.data ?? null) : elegidoAqui;
  const [textoEscrito, setTextoCandidato] = useState<string | null>(null);
  const textoCandidato = textoEscrito ?? inicial.data?.nombre ?? '';
  const buscado = useDebouncedValue(textoCandidato, 250);
  const busqueda = useBuscarCandidatos(empresaId, elegido && buscado === elegido.nombre ? '' : buscado);
  const opcionesCandidato = useMemo(() => {
    const encontrados = busqueda.data?.items ?? [];
    const lista = elegido && !encontrados.some((c) => c.id === elegido.id) ? [elegido, ...encontrados] : encontrados;
    return lista.map(opcionCandidato);
  }, [busqueda.data, elegido]);

  // Services: the company's few, filtered here.
  const servicios = useServiciosOfrecidos(empresaId);
  const [textoServicioEscrito, setTextoServicio] = useState<string | null>(null);
  // Until the person types, the name of the service chosen before opening (once the list has loaded).
  const servicioInicial = servicioIdInicial ? servicios.data?.find((s) => s.id === servicioIdInicial && s.activo !== false) : undefined;
  const textoServicio = textoServicioEscrito ?? servicioInicial?.nombre ?? '';
  // A service the company is not offered (not contracted, or its provider off) is not kept: said on its field.
  const servicioRechazado = !!servicioIdInicial && !!servicios.data && !servicioInicial;
  useEffect(() => {
    if (servicioRechazado) setValue('servicioId', '');
  }, [servicioRechazado, setValue]);
  const opcionesServicio = useMemo(() => {
    const todos = (servicios.data ?? []).filter((s) => s.activo !== false);
    const elegidoServicio = todos.find((s) => s.id === servicioId);
    const filtro = elegidoServicio && textoServicio === elegidoServicio.nombre ? '' : plano(textoServicio.trim());
    return todos
      .filter((s) => !filtro || plano(`${s.nombre} ${s.descripcion ?? ''}`).includes(filtro))
      .map<Opcion>((s) => ({
        value: s.id,
        label: s.nombre,
        detalle: [
          s.configuracion_adicional.duracion_estimada ? `${s.configuracion_adicional.duracion_estimada} min aprox.` : undefined,
          s.configuracion_adicional.numero_preguntas
            ? cuenta(s.configuracion_adicional.numero_preguntas, 'pregunta', 'preguntas')
            : undefined,
        ]
          .filter(Boolean)
          .join(' · '),
      }));
  }, [servicios.data, servicioId, textoServicio]);

  const onSubmit = handleSubmit(async (body) => {
    setErrorGeneral(null);
    try {
      const r = await programarEntrevista(body);
      const aviso = r.data.invitacionEnviada === false;
      toaster.create({ type: aviso ? 'warning' : 'success', title: r.message || msg.programada, duration: aviso ? 10_000 : undefined });
      onProgramada(r.data);
      onClose();
    } catch (error) {
      const enCampos = aplicarErroresServidor<Valores>(error, CAMPOS, setError);
      if (!enCampos) {
        if (error instanceof ApiError && error.status === 404) setError('candidatoId', { type: 'server', message: error.message });
        else setErrorGeneral(mensajeDeError(error, 'No se pudo programar la entrevista'));
      }
    }
  });

  // A candidate whose erasure is pending is not invited (D160): said here, before the server's 409.
  const borradoHasta = elegido && elegido.id === candidatoId ? elegido.borradoPendienteHasta : undefined;
  const avisoBorrado = borradoHasta ? fmt(msgBorrado.tarjeta, { fecha: formatFecha(borradoHasta) ?? borradoHasta }) : undefined;
  const sinServicios = !!servicios.data && opcionesServicio.length === 0 && !textoServicio;
  const bloqueo = servicios.bloqueo;
  // Who can fix it: the platform (licences, contracted services, switches), or the company's admin (its switches).
  const puedeArreglar =
    !!user &&
    !!bloqueo &&
    (tienePermiso(user.rol, user.activo !== false, 'manage_empresas') ||
      (bloqueo.motivo === 'desactivados' && tienePermiso(user.rol, user.activo !== false, 'edit_empresa')));
  return (
    <FormDialog
      title="Programar entrevista"
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Programar entrevista"
      submittingLabel="Programando..."
      submitDisabled={!candidatoId || !servicioId || !fecha || !!avisoBorrado}
      size="lg"
    >
      <Stack gap="4">
        <Controller
          control={control}
          name="candidatoId"
          render={({ field }) => (
            <SelectorBuscable
              label="Candidato"
              required
              placeholder="Busca por nombre, email o posición"
              opciones={opcionesCandidato}
              value={field.value}
              onChange={(id) => {
                field.onChange(id);
                setElegido(busqueda.data?.items.find((x) => x.id === id) ?? (elegido?.id === id ? elegido : null));
              }}
              texto={textoCandidato}
              onTextoChange={setTextoCandidato}
              cargando={busqueda.isValidating || inicial.isLoading}
              vacio={buscado.trim() ? 'Ningún candidato coincide con la búsqueda' : 'Todavía no hay candidatos: añádelos en Candidatos'}
              error={
                errors.candidatoId?.message ??
                avisoBorrado ??
                // The candidate the address named could not be read (deleted meanwhile, or another company's).
                (inicial.error && elegidoAqui === undefined ? mensajeDeError(inicial.error, msg.candidatoNoEncontrado) : undefined)
              }
            />
          )}
        />
        <Controller
          control={control}
          name="servicioId"
          render={({ field }) => (
            <SelectorBuscable
              label="Servicio de IA"
              required
              placeholder="Busca un servicio"
              opciones={opcionesServicio}
              value={field.value}
              onChange={field.onChange}
              texto={textoServicio}
              onTextoChange={setTextoServicio}
              cargando={servicios.isLoading}
              vacio={servicios.error ? mensajeDeError(servicios.error, 'No se pudieron cargar los servicios') : 'Ningún servicio coincide'}
              error={
                errors.servicioId?.message ??
                (servicioRechazado && !servicioId ? fmt(msg.servicioNoOfrecido, { servicio: servicioIdInicial }) : undefined)
              }
              helperText={sinServicios && !bloqueo ? 'Ningún servicio de IA disponible.' : undefined}
            />
          )}
        />
        {vacantesVivas.length > 0 && (
          <FormField
            label="Vacante"
            error={errors.vacanteId?.message}
            helperText="El candidato entra en la vacante en la etapa «Invitado»."
          >
            <OptionSelect
              emptyOption="Ninguna"
              options={vacantesVivas.map((v) => ({ value: v.id, label: v.titulo }))}
              {...register('vacanteId', {
                onChange: (e: { target: { value: string } }) => {
                  const v = vacantesVivas.find((x) => x.id === e.target.value);
                  const plantilla = v && !servicioId ? servicios.data?.find((x) => x.id === v.servicioId && x.activo !== false) : undefined;
                  if (plantilla) {
                    setValue('servicioId', plantilla.id);
                    setTextoServicio(plantilla.nombre);
                  }
                },
              })}
            />
          </FormField>
        )}
        <CamposFecha
          fecha={register('fechaProgramada')}
          duracion={register('duracionEstimada')}
          zona={register('zonaHoraria')}
          zonaActual={zona}
          zonasFijas={[zonaPorDefecto]}
          errores={{
            fecha: errors.fechaProgramada?.message,
            duracion: errors.duracionEstimada?.message,
            zona: errors.zonaHoraria?.message,
          }}
        />
        {bloqueo && (
          <Alert.Root status="warning" rounded="md" data-testid="bloqueo-programacion">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>No se pueden programar entrevistas</Alert.Title>
              <Alert.Description>
                {bloqueo.mensaje}{' '}
                {puedeArreglar && idEmpresa ? (
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={`/empresas?editar=${encodeURIComponent(idEmpresa)}`}>Abrir la ficha de la empresa</RouterLink>
                  </Link>
                ) : bloqueo.motivo === 'desactivados' ? (
                  'Pide al administrador de tu empresa que lo revise.'
                ) : (
                  'Pide al administrador de la plataforma que lo revise.'
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <AvisoError mensaje={errorGeneral} />
      </Stack>
    </FormDialog>
  );
}
