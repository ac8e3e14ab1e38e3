// «Nueva vacante» and «Editar vacante» (issue 66 item 1, D185): title, area, place or remote, hiring
// lead, interview template, state, positions and closing date. A new vacancy starts with the form's
// defaults — open, one position, the person creating it as its lead and the first template offered —
// so a title and a place are all it needs. Some stages may have an interview of their own (D205),
// behind a switch closed until the vacancy has one. Checked with the contract's VacanteCreate before it
// goes; an edit sends what changed with the version it was read at (a 409 says another person changed it).
import { useEffect } from 'react';
import { type FieldErrors, type Path, type Resolver, useWatch } from 'react-hook-form';
import { Input, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { crud, fmt, vacantes as msg } from '@shared/messages';
import { nombreEtapa } from '@shared/schemas/etapas-vacante';
import { ESTADOS_VACANTE, ETIQUETA_ESTADO_VACANTE, VacanteCreate, type VacanteUpdate } from '@shared/schemas/vacante';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { InterruptorForm } from '../../../components/interruptor-form';
import { OptionSelect, opcionesDe } from '../../../components/option-select';
import { toaster } from '../../../components/toaster';
import { useServerForm } from '../../../components/use-server-form';
import { ponerError } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import {
  crearVacante,
  editarVacante,
  useAreas,
  useEtapas,
  usePlantillasOfrecidas,
  useResponsables,
  type VacanteFila,
} from '../api/vacantes';

interface Valores {
  titulo: string;
  areaId: string;
  lugar: string;
  remoto: boolean;
  responsableId: string;
  servicioId: string;
  /** «Otra entrevista en alguna etapa»: off sends no stage's own. */
  porEtapa: boolean;
  /** Stage id → its own template, '' for the vacancy's (D205). */
  plantillasEtapa: Record<string, string>;
  estado: VacanteFila['estado'];
  plazas: string;
  fechaCierre: string;
}

const CAMPOS = ['titulo', 'areaId', 'lugar', 'responsableId', 'servicioId', 'estado', 'plazas', 'fechaCierre'] as const;

/** The stage that takes no interview (the server refuses one): no select for it. */
const SIN_ENTREVISTA = 'descartado';

/** The stages' own templates as sent: only the stages given one, none while the switch is off. */
function mapaDe(v: Pick<Valores, 'porEtapa' | 'plantillasEtapa'>): Record<string, string> {
  return v.porEtapa ? Object.fromEntries(Object.entries(v.plantillasEtapa).filter(([, id]) => id !== '')) : {};
}

/** Two maps with the same entries (the order they were written in aside). */
function mismoMapa(a: Record<string, string>, b: Record<string, string>) {
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** The form's values as the API's body (without the company). */
function cuerpoDe(v: Valores) {
  return {
    titulo: v.titulo,
    areaId: v.areaId || null,
    lugar: v.lugar.trim(),
    remoto: v.remoto,
    responsableId: v.responsableId,
    servicioId: v.servicioId,
    plantillasEtapa: mapaDe(v),
    estado: v.estado,
    plazas: v.plazas.trim() === '' ? Number.NaN : Number(v.plazas),
    fechaCierre: v.fechaCierre || null,
  };
}

/** The contract's checks (and the place-or-remote rule the server adds) on the form's values. */
const resolver: Resolver<Valores, unknown, VacanteCreate> = async (valores) => {
  const errors: FieldErrors<Valores> = {};
  const r = VacanteCreate.safeParse(cuerpoDe(valores));
  if (!r.success)
    for (const issue of r.error.issues) {
      // A stage's entry is named by its path (plantillasEtapa.{stage}), as the server's 400 names it; the
      // map's own error (too many) is its root.
      const campo =
        issue.path[0] === 'plantillasEtapa'
          ? `plantillasEtapa.${issue.path.length > 1 ? String(issue.path[1]) : 'root'}`
          : String(issue.path[0]);
      ponerError(errors as Record<string, unknown>, campo, issue.message);
    }
  if (!valores.remoto && !valores.lugar.trim()) errors.lugar ??= { type: 'validate', message: msg.lugarORemoto };
  return r.success && Object.keys(errors).length === 0 ? { values: r.data, errors: {} } : { values: {}, errors };
};

interface VacanteDialogProps {
  vacante?: VacanteFila;
  /** The superadmin's chosen company (the server uses the user's own otherwise). */
  empresaId?: string;
  onClose: () => void;
  onSaved: () => void;
}

export function VacanteDialog({ vacante, empresaId, onClose, onSaved }: VacanteDialogProps) {
  const { user } = useSession();
  const editando = !!vacante;
  const areas = useAreas(empresaId);
  const plantillas = usePlantillasOfrecidas(empresaId);
  const responsables = useResponsables(empresaId, true);
  const activos = responsables.items.filter((u) => u.activo !== false);
  const areasActivas = (areas.data ?? []).filter((a) => a.activo !== false || a.id === vacante?.areaId);
  const ofrecidas = plantillas.data ?? [];
  const etapas = useEtapas(empresaId);
  const conEntrevista = etapas.etapas.filter((e) => e.id !== SIN_ENTREVISTA);
  const listo = !areas.isLoading && !plantillas.isLoading && !responsables.cargando && !etapas.cargando;
  const previas = vacante?.plantillasEtapa ?? {};

  const antes: Valores = {
    titulo: vacante?.titulo ?? '',
    areaId: vacante?.areaId ?? '',
    lugar: vacante?.lugar ?? '',
    remoto: vacante?.remoto ?? false,
    responsableId: vacante?.responsable.id ?? (user?.rol !== 'superadmin' ? (user?.id ?? '') : ''),
    servicioId: vacante?.servicioId ?? '',
    porEtapa: Object.keys(previas).length > 0,
    // Entries of stages the company has deleted since stay as they are (nobody can be at them): sent
    // back unchanged, they are no change.
    plantillasEtapa: { ...previas },
    estado: vacante?.estado ?? 'abierta',
    plazas: String(vacante?.plazas ?? 1),
    fechaCierre: vacante?.fechaCierre ?? '',
  };
  const errorTitle = fmt(editando ? crud.errorActualizar : crud.errorAgregar, { entidad: 'vacante' });
  // The server's 400 names a stage's entry as plantillasEtapa.{stage}: put on that stage's select.
  const campos: Path<Valores>[] = [...CAMPOS, ...conEntrevista.map((e) => `plantillasEtapa.${e.id}` as const)];
  const { register, control, errors, isSubmitting, onSubmit, getValues, setValue } = useServerForm<Valores, VacanteCreate>(
    { resolver, defaultValues: antes, campos, errorTitle },
    async (datos) => {
      let message: string | undefined;
      if (vacante) {
        const previo = cuerpoDe(antes);
        // The map goes whole (it replaces the vacancy's), and only when its entries changed.
        const cambios = Object.fromEntries(
          Object.entries(datos).filter(([k, v]) =>
            k === 'plantillasEtapa'
              ? !mismoMapa(datos.plantillasEtapa, previas)
              : k !== 'empresaId' && v !== previo[k as keyof typeof previo],
          ),
        ) as Partial<VacanteUpdate>;
        if (Object.keys(cambios).length === 0) return onClose();
        ({ message } = await editarVacante(vacante.id, empresaId, { ...cambios, version: vacante.version }));
      } else {
        ({ message } = await crearVacante({ ...datos, ...(empresaId ? { empresaId } : {}) }));
      }
      toaster.create({ type: 'success', title: message || (editando ? msg.actualizada : msg.creada) });
      onSaved();
      onClose();
    },
  );

  // The first template offered, and the first active user for the superadmin (who is no lead of the
  // company), are the defaults once their lists arrive.
  const primeraPlantilla = ofrecidas[0]?.id;
  useEffect(() => {
    if (primeraPlantilla && !getValues('servicioId')) setValue('servicioId', primeraPlantilla);
  }, [primeraPlantilla, getValues, setValue]);
  const primerResponsable = activos[0]?.id;
  useEffect(() => {
    if (primerResponsable && !getValues('responsableId')) setValue('responsableId', primerResponsable);
  }, [primerResponsable, getValues, setValue]);
  const porEtapa = useWatch({ control, name: 'porEtapa' });
  // A template no longer offered stays chosen where a stage had it, until another is.
  const opcionesDeEtapa = (etapa: string) => [
    ...(previas[etapa] && !ofrecidas.some((p) => p.id === previas[etapa]) ? [{ value: previas[etapa], label: previas[etapa] }] : []),
    ...ofrecidas.map((p) => ({ value: p.id, label: p.nombre })),
  ];

  return (
    <FormDialog
      title={editando ? 'Editar vacante' : 'Nueva vacante'}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={editando ? 'Guardar cambios' : 'Crear vacante'}
      submittingLabel={editando ? 'Guardando...' : 'Creando...'}
      size="lg"
    >
      {/* The selects mount with their options, so each shows its form value (an uncontrolled select
          mounted before its options keeps the first one). */}
      {!listo ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : (
        <Stack gap="4">
          <FormField label="Título" required error={errors.titulo?.message}>
            <Input autoComplete="off" placeholder="Dependiente/a de tienda" {...register('titulo')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Lugar de trabajo" error={errors.lugar?.message}>
              <Input autoComplete="off" placeholder="Bilbao" {...register('lugar')} />
            </FormField>
            <InterruptorForm control={control} name="remoto" etiqueta="Remota" display="flex" gap="3" alignSelf="end" pb="2" />
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Área" error={errors.areaId?.message}>
              <OptionSelect
                emptyOption="Sin área"
                options={areasActivas.map((a) => ({ value: a.id, label: a.nombreArea }))}
                {...register('areaId')}
              />
            </FormField>
            <FormField label="Responsable de la contratación" required error={errors.responsableId?.message}>
              <OptionSelect
                emptyOption={activos.length === 0 ? 'Elige a una persona' : undefined}
                options={[
                  // A lead who has left since stays chosen until another is.
                  ...(vacante && !activos.some((u) => u.id === vacante.responsable.id)
                    ? [{ value: vacante.responsable.id, label: vacante.responsable.nombre }]
                    : []),
                  ...activos.map((u) => ({ value: u.id, label: u.nombre || u.email })),
                ]}
                {...register('responsableId')}
              />
            </FormField>
          </SimpleGrid>
          <FormField label="Plantilla de entrevista" required error={errors.servicioId?.message}>
            <OptionSelect
              emptyOption={ofrecidas.length === 0 ? 'No hay plantillas disponibles' : undefined}
              options={[
                ...(vacante && !ofrecidas.some((p) => p.id === vacante.servicioId)
                  ? [{ value: vacante.servicioId, label: vacante.servicioId }]
                  : []),
                ...ofrecidas.map((p) => ({ value: p.id, label: p.nombre })),
              ]}
              {...register('servicioId')}
            />
          </FormField>
          <Stack gap="3">
            <InterruptorForm
              control={control}
              name="porEtapa"
              etiqueta="Otra entrevista en alguna etapa"
              descripcion={`A quien esté en una de esas etapas se le invita a la suya; en las demás, a la de la vacante. El enlace de empleo invita a la de «${nombreEtapa(etapas.etapas, 'nuevo')}».`}
            />
            {porEtapa && (
              <SimpleGrid role="group" aria-label="Entrevista de cada etapa" columns={{ base: 1, md: 2 }} gap="4">
                {conEntrevista.map((e) => (
                  <FormField key={e.id} label={`Entrevista en «${e.nombre}»`} error={errors.plantillasEtapa?.[e.id]?.message}>
                    <OptionSelect emptyOption="La de la vacante" options={opcionesDeEtapa(e.id)} {...register(`plantillasEtapa.${e.id}`)} />
                  </FormField>
                ))}
              </SimpleGrid>
            )}
            {errors.plantillasEtapa?.root?.message && (
              <Text fontSize="sm" color="fg.error" role="alert">
                {errors.plantillasEtapa.root.message}
              </Text>
            )}
          </Stack>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Estado" error={errors.estado?.message}>
              <OptionSelect options={opcionesDe(ESTADOS_VACANTE, (e) => ETIQUETA_ESTADO_VACANTE[e])} {...register('estado')} />
            </FormField>
            <FormField label="Plazas" error={errors.plazas?.message}>
              <Input type="number" inputMode="numeric" min={1} max={1000} {...register('plazas')} />
            </FormField>
            <FormField label="Fecha de cierre" error={errors.fechaCierre?.message}>
              <Input type="date" {...register('fechaCierre')} />
            </FormField>
          </SimpleGrid>
        </Stack>
      )}
    </FormDialog>
  );
}
