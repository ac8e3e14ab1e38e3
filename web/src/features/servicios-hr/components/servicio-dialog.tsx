// 'Nuevo servicio' and 'Editar servicio' (superadmin, part 2 §3 edit form and §5 defaults): the
// service's data, its prompts (only the five variables of the spec), and the interview design —
// phases with their questions, and the rubric with the anchors of each competency. Checked with the
// contract's ServicioHRCreate / ServicioHRUpdate (the server's schemas) after turning the typed
// text into the body; an edit sends the version it loaded, so it cannot overwrite a newer one.
import { useState } from 'react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { serviciosHr as msg, fmt } from '@shared/messages';
import {
  API_ETIQUETA,
  APIS_PREFERIDAS,
  CATEGORIA_ETIQUETA,
  CATEGORIAS_SERVICIO,
  type CategoriaServicio,
  NIVEL_ETIQUETA,
  NIVELES_ANCLA,
  ServicioHRCreate,
  ServicioHRUpdate,
  TIPO_ETIQUETA,
  TIPOS_SERVICIO,
  VARIABLES_PROMPT_USUARIO,
} from '@shared/schemas/servicio-hr';
import { SERVICIOS_HR } from '@shared/constants';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { mensajeDeError } from '../../../lib/form-errors';
import { actualizarServicio, crearServicio, type ServicioFila } from '../api/servicios-hr';

interface PreguntaValores {
  texto: string;
  explora: string;
  competencia: string;
}
interface FaseValores {
  nombre: string;
  objetivo: string;
  preguntas: PreguntaValores[];
}
interface CompetenciaValores {
  competencia: string;
  descripcion: string;
  anclas: { bajo: string; medio: string; alto: string };
}
export interface Valores {
  nombre: string;
  codigo: string;
  categoria: CategoriaServicio;
  tipo: string;
  descripcion: string;
  descripcionDetallada: string;
  expertoNombre: string;
  expertoEspecialidad: string;
  duracionEstimada: string;
  criterioPasado: string;
  activo: boolean;
  requiereAutenticacion: boolean;
  api_preferida: string;
  contexto: string;
  prompt_sistema: string;
  prompt_usuario: string;
  fases: FaseValores[];
  rubrica: CompetenciaValores[];
}

type Cuerpo = ServicioHRCreate | ServicioHRUpdate;
type Pestana = 'general' | 'prompts' | 'diseno' | 'rubrica';

const preguntaVacia = (): PreguntaValores => ({ texto: '', explora: '', competencia: '' });
const faseVacia = (): FaseValores => ({ nombre: '', objetivo: '', preguntas: [preguntaVacia()] });
const competenciaVacia = (): CompetenciaValores => ({ competencia: '', descripcion: '', anclas: { bajo: '', medio: '', alto: '' } });

export function valoresDe(s?: ServicioFila): Valores {
  return {
    nombre: s?.nombre ?? '',
    codigo: s?.codigo ?? '',
    categoria: s?.categoria ?? 'evaluacion',
    tipo: s?.tipo ?? '',
    descripcion: s?.descripcion ?? '',
    descripcionDetallada: s?.descripcionDetallada ?? '',
    expertoNombre: s?.experto?.nombre ?? '',
    expertoEspecialidad: s?.experto?.especialidad ?? '',
    duracionEstimada: String(s?.estructura.duracionEstimada ?? SERVICIOS_HR.duracionEstimadaPorDefecto),
    criterioPasado: String(s?.estructura.criterioPasado ?? SERVICIOS_HR.criterioPasadoPorDefecto),
    activo: s?.configuracion.activo ?? true,
    requiereAutenticacion: s?.configuracion.requiereAutenticacion ?? true,
    api_preferida: s?.api_preferida ?? '',
    contexto: s?.contexto ?? '',
    prompt_sistema: s?.prompt_sistema ?? '',
    prompt_usuario: s?.prompt_usuario ?? '',
    fases: (s?.estructura.fases ?? []).map((f) => ({
      nombre: f.nombre,
      objetivo: f.objetivo ?? '',
      preguntas: f.preguntas.map((p) => ({ ...p })),
    })),
    rubrica: (s?.estructura.rubrica ?? []).map((c) => ({
      competencia: c.competencia,
      descripcion: c.descripcion ?? '',
      anclas: { ...c.anclas },
    })),
  };
}

/** The body the form's values stand for (a new service, or the edit of `version`). */
export function cuerpoDe(v: Valores, version?: number): Record<string, unknown> {
  const editando = version !== undefined;
  // A new service leaves empty texts out; an edit sends them empty, which clears them.
  const texto = (s: string) => (editando ? s.trim() : s.trim() || undefined);
  const opcional = (s: string) => s.trim() || undefined;
  const numero = (s: string) => (s.trim() === '' ? undefined : Number(s));
  const experto =
    v.expertoNombre.trim() || v.expertoEspecialidad.trim()
      ? { nombre: opcional(v.expertoNombre), especialidad: opcional(v.expertoEspecialidad) }
      : undefined;
  return {
    nombre: v.nombre,
    ...(editando ? { version } : { codigo: v.codigo.trim() }),
    categoria: v.categoria,
    tipo: v.tipo || undefined,
    api_preferida: v.api_preferida || undefined,
    descripcion: texto(v.descripcion),
    descripcionDetallada: texto(v.descripcionDetallada),
    contexto: texto(v.contexto),
    prompt_sistema: texto(v.prompt_sistema),
    prompt_usuario: texto(v.prompt_usuario),
    experto,
    estructura: {
      duracionEstimada: numero(v.duracionEstimada),
      criterioPasado: numero(v.criterioPasado),
      fases: v.fases.map((f) => ({
        nombre: f.nombre,
        objetivo: opcional(f.objetivo),
        preguntas: f.preguntas.map((p) => ({ texto: p.texto, explora: p.explora, competencia: p.competencia })),
      })),
      rubrica: v.rubrica.map((c) => ({ competencia: c.competencia, descripcion: opcional(c.descripcion), anclas: c.anclas })),
    },
    configuracion: { activo: v.activo, requiereAutenticacion: v.requiereAutenticacion },
  };
}

/** The form field a body path stands for (`estructura.fases.0.preguntas.1.texto` → `fases.0.preguntas.1.texto`). */
export function campoDe(path: readonly (string | number)[]): string {
  const [a, b, ...resto] = path.map(String);
  if (a === 'estructura' && (b === 'fases' || b === 'rubrica')) return [b, ...resto].join('.');
  if (a === 'estructura' || a === 'configuracion') return b ?? a;
  if (a === 'experto') return b === 'especialidad' ? 'expertoEspecialidad' : 'expertoNombre';
  return [a, b, ...resto].filter((p) => p !== undefined).join('.');
}

/** The tab that shows a field. */
export function pestanaDe(campo: string): Pestana {
  if (campo.startsWith('fases')) return 'diseno';
  if (campo.startsWith('rubrica')) return 'rubrica';
  if (['api_preferida', 'contexto', 'prompt_sistema', 'prompt_usuario'].includes(campo)) return 'prompts';
  return 'general';
}

/** Puts `message` at a dotted path of a nested errors object (react-hook-form reads them so). */
function ponerError(errors: Record<string, unknown>, campo: string, message: string) {
  const partes = campo.split('.');
  let nodo = errors;
  for (const parte of partes.slice(0, -1)) nodo = (nodo[parte] ??= {}) as Record<string, unknown>;
  const ultima = partes[partes.length - 1]!;
  const actual = nodo[ultima] as Record<string, unknown> | undefined;
  // A list's own error (too many phases) sits beside its items' errors, as `root`.
  if (actual && !('message' in actual)) actual.root ??= { type: 'custom', message };
  else nodo[ultima] ??= { type: 'custom', message };
}

function resolver(version?: number): Resolver<Valores, unknown, Cuerpo> {
  return async (valores) => {
    const esquema = version === undefined ? ServicioHRCreate : ServicioHRUpdate;
    const r = esquema.safeParse(cuerpoDe(valores, version));
    if (r.success) return { values: r.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of r.error.issues) ponerError(errors, campoDe(issue.path as (string | number)[]), issue.message);
    return { values: {}, errors: errors as FieldErrors<Valores> };
  };
}

/** The dotted names of every field with an error. */
function camposConError(errors: object, prefijo = ''): string[] {
  return Object.entries(errors).flatMap(([k, v]) => {
    if (!v || typeof v !== 'object' || k === 'ref') return [];
    const campo = prefijo ? `${prefijo}.${k}` : k;
    return 'message' in v && typeof v.message === 'string' ? [campo] : camposConError(v, k === 'root' ? prefijo : campo);
  });
}

const error = (errors: FieldErrors<Valores>, campo: string): string | undefined => {
  let nodo: unknown = errors;
  for (const parte of campo.split('.')) nodo = (nodo as Record<string, unknown> | undefined)?.[parte];
  return (nodo as { message?: string } | undefined)?.message;
};

interface ServicioDialogProps {
  /** The service to edit; without it the dialog creates one. */
  servicio?: ServicioFila;
  onClose: () => void;
  onSaved: () => void;
}

export function ServicioDialog({ servicio, onClose, onSaved }: ServicioDialogProps) {
  const editando = !!servicio;
  const [pestana, setPestana] = useState<Pestana>('general');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, Cuerpo>({ resolver: resolver(servicio?.version), defaultValues: valoresDe(servicio) });
  const fases = useFieldArray({ control, name: 'fases' });
  const rubrica = useFieldArray({ control, name: 'rubrica' });
  const competencias = (useWatch({ control, name: 'rubrica' }) ?? []).map((c) => c.competencia.trim()).filter(Boolean);

  const irAlPrimerError = (campos: string[]) => {
    const primero = campos[0];
    if (primero) setPestana(pestanaDe(primero));
  };

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        const { message } = servicio
          ? await actualizarServicio(servicio.codigo, body as ServicioHRUpdate)
          : await crearServicio(body as ServicioHRCreate);
        toaster.create({ type: 'success', title: message || (editando ? msg.actualizado : msg.creado) });
        onSaved();
        onClose();
      } catch (e) {
        const details = e instanceof ApiError ? (e.body as { details?: { campo?: unknown; msg?: unknown }[] } | null)?.details : undefined;
        const campos: string[] = [];
        for (const d of Array.isArray(details) ? details : []) {
          if (typeof d.campo !== 'string' || typeof d.msg !== 'string') continue;
          const campo = campoDe(d.campo.split('.'));
          setError(campo as never, { type: 'server', message: d.msg });
          campos.push(campo);
        }
        irAlPrimerError(campos);
        const plantilla = editando ? msg.errorActualizar : msg.errorCrear;
        toaster.create({ type: 'error', title: fmt(plantilla, { message: mensajeDeError(e, 'Error desconocido') }) });
      }
    },
    (errs) => irAlPrimerError(camposConError(errs)),
  );

  const conError = new Set(camposConError(errors).map(pestanaDe));
  const pestanaTrigger = (value: Pestana, etiqueta: string) => (
    <Tabs.Trigger value={value}>
      {etiqueta}
      {conError.has(value) && (
        <Box as="span" color="red.fg" aria-label="con errores">
          •
        </Box>
      )}
    </Tabs.Trigger>
  );

  return (
    <FormDialog
      title={editando ? 'Editar servicio' : 'Nuevo servicio'}
      description={editando ? `${servicio.codigo} · versión ${servicio.version}` : 'Plantilla de servicio HR con su diseño de entrevista'}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={editando ? 'Guardar cambios' : 'Crear servicio'}
      submittingLabel={editando ? 'Guardando...' : 'Creando...'}
      size="xl"
    >
      <Tabs.Root value={pestana} onValueChange={(e) => setPestana(e.value as Pestana)} variant="line" fitted>
        <Tabs.List>
          {pestanaTrigger('general', 'General')}
          {pestanaTrigger('prompts', 'Prompts')}
          {pestanaTrigger('diseno', 'Preguntas')}
          {pestanaTrigger('rubrica', 'Rúbrica')}
        </Tabs.List>

        <Tabs.Content value="general">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Nombre" required error={errors.nombre?.message}>
              <Input autoComplete="off" {...register('nombre')} />
            </FormField>
            <FormField
              label="Código"
              required
              error={errors.codigo?.message}
              helperText={editando ? 'El código no cambia' : 'Letras, números, guion y guion bajo'}
            >
              <Input autoComplete="off" placeholder="entrevista-comercial" readOnly={editando} {...register('codigo')} />
            </FormField>
            <FormField label="Categoría" error={errors.categoria?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('categoria')}>
                  {CATEGORIAS_SERVICIO.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORIA_ETIQUETA[c]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Tipo" error={errors.tipo?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('tipo')}>
                  <option value="">Sin tipo</option>
                  {TIPOS_SERVICIO.map((t) => (
                    <option key={t} value={t}>
                      {TIPO_ETIQUETA[t]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Duración estimada (min)" error={errors.duracionEstimada?.message}>
              <Input type="number" inputMode="numeric" min={5} max={240} {...register('duracionEstimada')} />
            </FormField>
            <FormField label="Criterio para aprobar (%)" error={errors.criterioPasado?.message}>
              <Input type="number" inputMode="numeric" min={0} max={100} {...register('criterioPasado')} />
            </FormField>
            <FormField label="Experto" error={errors.expertoNombre?.message}>
              <Input autoComplete="off" {...register('expertoNombre')} />
            </FormField>
            <FormField label="Especialidad del experto" error={errors.expertoEspecialidad?.message}>
              <Input autoComplete="off" {...register('expertoEspecialidad')} />
            </FormField>
          </SimpleGrid>
          <Stack gap="4" mt="4">
            <FormField label="Descripción" error={errors.descripcion?.message}>
              <Textarea rows={2} {...register('descripcion')} />
            </FormField>
            <FormField label="Descripción detallada" error={errors.descripcionDetallada?.message}>
              <Textarea rows={3} {...register('descripcionDetallada')} />
            </FormField>
            <HStack gap="6" wrap="wrap">
              {(['activo', 'requiereAutenticacion'] as const).map((campo) => (
                <Controller
                  key={campo}
                  control={control}
                  name={campo}
                  render={({ field }) => (
                    <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                      <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                      <Checkbox.Control />
                      <Checkbox.Label>{campo === 'activo' ? 'Activo' : 'Requiere autenticación'}</Checkbox.Label>
                    </Checkbox.Root>
                  )}
                />
              ))}
            </HStack>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="prompts">
          <Stack gap="4">
            <FormField label="IA preferida" error={errors.api_preferida?.message}>
              <NativeSelect.Root>
                <NativeSelect.Field {...register('api_preferida')}>
                  <option value="">Sin preferencia</option>
                  {APIS_PREFERIDAS.map((a) => (
                    <option key={a} value={a}>
                      {API_ETIQUETA[a]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Contexto" error={errors.contexto?.message}>
              <Textarea rows={2} {...register('contexto')} />
            </FormField>
            <FormField label="Prompt del sistema" error={errors.prompt_sistema?.message}>
              <Textarea rows={4} {...register('prompt_sistema')} />
            </FormField>
            <FormField
              label="Prompt del usuario"
              error={errors.prompt_usuario?.message}
              helperText={`Variables disponibles: ${VARIABLES_PROMPT_USUARIO.join(', ')}`}
            >
              <Textarea rows={4} {...register('prompt_usuario')} />
            </FormField>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="diseno">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Las fases y preguntas que la entrevista hará, en orden. Cada pregunta evidencia una competencia de la rúbrica.
            </Text>
            {errors.fases?.root?.message && (
              <Text color="red.fg" fontSize="sm" role="alert">
                {errors.fases.root.message}
              </Text>
            )}
            <datalist id="competencias-rubrica">
              {competencias.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
            {fases.fields.map((f, i) => (
              <Box key={f.id} borderWidth="1px" rounded="lg" p="4" data-testid="fase">
                <Flex gap="3" align="end">
                  <Box flex="1">
                    <FormField label={`Fase ${i + 1}`} required error={error(errors, `fases.${i}.nombre`)}>
                      <Input autoComplete="off" placeholder="Nombre de la fase" {...register(`fases.${i}.nombre`)} />
                    </FormField>
                  </Box>
                  <IconButton variant="ghost" colorPalette="red" aria-label={`Quitar la fase ${i + 1}`} onClick={() => fases.remove(i)}>
                    <TrashIcon />
                  </IconButton>
                </Flex>
                <Box mt="3">
                  <FormField label="Objetivo" error={error(errors, `fases.${i}.objetivo`)}>
                    <Input autoComplete="off" {...register(`fases.${i}.objetivo`)} />
                  </FormField>
                </Box>
                <PreguntasDeFase fase={i} control={control} register={register} errors={errors} />
              </Box>
            ))}
            <Button variant="outline" alignSelf="start" onClick={() => fases.append(faseVacia())}>
              <PlusIcon />
              Añadir fase
            </Button>
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="rubrica">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Cada competencia se puntúa de 0 a 10 según las conductas que describen sus anclas.
            </Text>
            {rubrica.fields.map((c, i) => (
              <Box key={c.id} borderWidth="1px" rounded="lg" p="4" data-testid="competencia">
                <Flex gap="3" align="end">
                  <Box flex="1">
                    <FormField label={`Competencia ${i + 1}`} required error={error(errors, `rubrica.${i}.competencia`)}>
                      <Input autoComplete="off" {...register(`rubrica.${i}.competencia`)} />
                    </FormField>
                  </Box>
                  <IconButton
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Quitar la competencia ${i + 1}`}
                    onClick={() => rubrica.remove(i)}
                  >
                    <TrashIcon />
                  </IconButton>
                </Flex>
                <Stack gap="3" mt="3">
                  <FormField label="Descripción" error={error(errors, `rubrica.${i}.descripcion`)}>
                    <Input autoComplete="off" {...register(`rubrica.${i}.descripcion`)} />
                  </FormField>
                  {NIVELES_ANCLA.map((n) => (
                    <FormField
                      key={n}
                      label={`Nivel ${NIVEL_ETIQUETA[n].toLowerCase()}`}
                      required
                      error={error(errors, `rubrica.${i}.anclas.${n}`)}
                    >
                      <Textarea rows={2} {...register(`rubrica.${i}.anclas.${n}`)} />
                    </FormField>
                  ))}
                </Stack>
              </Box>
            ))}
            <Button variant="outline" alignSelf="start" onClick={() => rubrica.append(competenciaVacia())}>
              <PlusIcon />
              Añadir competencia
            </Button>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      {editando && (
        <Alert.Root status="info" mt="4" size="sm">
          <Alert.Indicator />
          <Alert.Description>
            Al guardar, el servicio pasa a la versión {servicio.version + 1}. Los informes indican la versión que usaron.
          </Alert.Description>
        </Alert.Root>
      )}
    </FormDialog>
  );
}

interface PreguntasDeFaseProps {
  fase: number;
  control: Control<Valores, unknown, Cuerpo>;
  register: UseFormRegister<Valores>;
  errors: FieldErrors<Valores>;
}

function PreguntasDeFase({ fase, control, register, errors }: PreguntasDeFaseProps) {
  const preguntas = useFieldArray({ control, name: `fases.${fase}.preguntas` });
  const errorLista = error(errors, `fases.${fase}.preguntas.root`) ?? error(errors, `fases.${fase}.preguntas`);
  return (
    <Stack gap="3" mt="4" ps={{ base: '0', md: '4' }} borderStartWidth={{ base: '0', md: '2px' }}>
      {preguntas.fields.map((p, j) => (
        <Stack key={p.id} gap="2" data-testid="pregunta">
          <Flex gap="2" align="end">
            <Box flex="1">
              <FormField label={`Pregunta ${j + 1}`} required error={error(errors, `fases.${fase}.preguntas.${j}.texto`)}>
                <Textarea rows={2} {...register(`fases.${fase}.preguntas.${j}.texto`)} />
              </FormField>
            </Box>
            <IconButton
              variant="ghost"
              colorPalette="red"
              aria-label={`Quitar la pregunta ${j + 1} de la fase ${fase + 1}`}
              onClick={() => preguntas.remove(j)}
            >
              <TrashIcon />
            </IconButton>
          </Flex>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            <FormField label="Qué explora" required error={error(errors, `fases.${fase}.preguntas.${j}.explora`)}>
              <Input autoComplete="off" {...register(`fases.${fase}.preguntas.${j}.explora`)} />
            </FormField>
            <FormField label="Competencia" required error={error(errors, `fases.${fase}.preguntas.${j}.competencia`)}>
              <Input autoComplete="off" list="competencias-rubrica" {...register(`fases.${fase}.preguntas.${j}.competencia`)} />
            </FormField>
          </SimpleGrid>
        </Stack>
      ))}
      {errorLista && (
        <Text color="red.fg" fontSize="sm" role="alert">
          {errorLista}
        </Text>
      )}
      <Button size="sm" variant="ghost" alignSelf="start" onClick={() => preguntas.append(preguntaVacia())}>
        <PlusIcon />
        Añadir pregunta
      </Button>
    </Stack>
  );
}
