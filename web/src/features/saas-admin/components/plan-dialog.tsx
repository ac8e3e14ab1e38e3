// 'Crear Plan' and 'Editar plan' (part 2 §5: name, integer price and description required; §9
// defaults: limits 1 company, 100 candidates, 50 interviews, 3 users, 5GB, basic support; period
// mensual). Checked with the contract's PlanCreate / PlanUpdate, the schemas the server uses. Issue 67:
// a price per currency besides euros, each typed by the superadmin (no exchange rates); one left
// empty is a currency the plan is not offered in.
import { type Resolver, useForm } from 'react-hook-form';
import { Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { PLAN_POR_DEFECTO_FORM } from '@shared/constants';
import { saas as msg } from '@shared/messages';
import { MONEDAS_ADICIONALES, type MonedaAdicional } from '@shared/moneda';
import { ETIQUETA_SOPORTE, PlanCreate, PlanUpdate, SOPORTES_PLAN } from '@shared/schemas/saas';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { aplicarErroresServidor, mensajeDeError } from '../../../lib/form-errors';
import { type PlanFila, actualizarPlan, crearPlan } from '../api/saas';
import { OptionSelect, opcionesDe } from '../../../components/option-select';
import { CasillaForm } from '../../../components/casilla-form';

type CampoPrecio = `precio${MonedaAdicional}`;
const campoPrecio = (m: MonedaAdicional): CampoPrecio => `precio${m}`;

interface Valores extends Record<CampoPrecio, string> {
  nombre: string;
  precio: string;
  descripcion: string;
  periodo: string;
  caracteristicas: string;
  empresas: string;
  usuarios: string;
  candidatos: string;
  entrevistas: string;
  almacenamiento: string;
  soporte: string;
  activo: boolean;
}
const LIMITES = ['empresas', 'usuarios', 'candidatos', 'entrevistas'] as const;

function valoresDe(p?: PlanFila): Valores {
  const l = p?.limites ?? PLAN_POR_DEFECTO_FORM.limites;
  return {
    nombre: p?.nombre ?? '',
    precio: p ? String(p.precio) : '',
    ...(Object.fromEntries(
      MONEDAS_ADICIONALES.map((m) => [campoPrecio(m), p?.precios?.[m] === undefined ? '' : String(p.precios[m])]),
    ) as Record<CampoPrecio, string>),
    descripcion: p?.descripcion ?? '',
    periodo: p?.periodo ?? PLAN_POR_DEFECTO_FORM.periodo,
    caracteristicas: (p?.caracteristicas ?? []).join('\n'),
    empresas: String(l.empresas),
    usuarios: String(l.usuarios),
    candidatos: String(l.candidatos),
    entrevistas: String(l.entrevistas),
    almacenamiento: l.almacenamiento,
    soporte: l.soporte,
    activo: p?.activo ?? true,
  };
}

const numero = (s: string) => (s.trim() === '' ? undefined : Number(s));

function cuerpo(v: Valores) {
  return {
    nombre: v.nombre,
    precio: numero(v.precio),
    // Every currency is sent, so an emptied one stops being offered (PlanUpdate replaces them all).
    precios: Object.fromEntries(
      MONEDAS_ADICIONALES.flatMap((m) => (v[campoPrecio(m)].trim() === '' ? [] : [[m, numero(v[campoPrecio(m)])]])),
    ),
    descripcion: v.descripcion,
    periodo: v.periodo,
    caracteristicas: v.caracteristicas
      .split('\n')
      .map((c) => c.trim())
      .filter(Boolean),
    limites: { ...Object.fromEntries(LIMITES.map((k) => [k, numero(v[k])])), almacenamiento: v.almacenamiento.trim(), soporte: v.soporte },
    activo: v.activo,
  };
}

/** The form's field of a body path (the server's `details` name the body's). */
function campoDe(path: readonly PropertyKey[]): keyof Valores {
  const [a, b] = path.map(String);
  if (a === 'limites' && b && b in valoresDe()) return b as keyof Valores;
  if (a === 'precios' && b && `precio${b}` in valoresDe()) return `precio${b}` as keyof Valores;
  return (a && a in valoresDe() ? a : 'nombre') as keyof Valores;
}

function resolver(editando: boolean): Resolver<Valores, unknown, PlanCreate | PlanUpdate> {
  return async (valores) => {
    const r = (editando ? PlanUpdate : PlanCreate).safeParse(cuerpo(valores));
    if (r.success) return { values: r.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of r.error.issues) errors[campoDe(issue.path)] ??= { type: issue.code, message: issue.message };
    return { values: {}, errors };
  };
}

export function PlanDialog({ plan, onClose, onSaved }: { plan?: PlanFila; onClose: () => void; onSaved: () => void }) {
  const editando = !!plan;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Valores, unknown, PlanCreate | PlanUpdate>({ defaultValues: valoresDe(plan), resolver: resolver(editando) });

  const enviar = handleSubmit(async (body) => {
    try {
      const { message } = plan ? await actualizarPlan(plan.id, body as PlanUpdate) : await crearPlan(body as PlanCreate);
      toaster.create({ type: 'success', title: message || (plan ? msg.planActualizado : msg.planCreado) });
      onSaved();
      onClose();
    } catch (error) {
      if (!aplicarErroresServidor(error, ['nombre', 'precio', 'descripcion', 'periodo', 'caracteristicas'], setError))
        toaster.create({ type: 'error', title: mensajeDeError(error, 'No se pudo guardar el plan') });
    }
  });

  return (
    <FormDialog
      title={plan ? `Editar plan ${plan.nombre}` : 'Crear Plan'}
      description={plan ? `Identificador ${plan.id}: las empresas y suscripciones lo nombran, no cambia.` : undefined}
      onClose={onClose}
      onSubmit={enviar}
      isSubmitting={isSubmitting}
      submitLabel={plan ? 'Guardar cambios' : 'Crear Plan'}
      submittingLabel="Guardando..."
      size="lg"
    >
      <Stack gap="4">
        <FormField label="Nombre" required error={errors.nombre?.message}>
          <Input {...register('nombre')} autoComplete="off" />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Precio (€)" required error={errors.precio?.message}>
            <Input {...register('precio')} type="number" inputMode="numeric" step="1" min="0" />
          </FormField>
          <FormField label="Periodo" error={errors.periodo?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('periodo')}>
                <option value="mensual">Mensual</option>
                <option value="anual">Anual</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <Stack gap="2" role="group" aria-label="Precios en otras monedas">
          <Text fontSize="sm" fontWeight="medium">
            Precios en otras monedas
          </Text>
          <Text fontSize="xs" color="fg.muted">
            Cada empresa ve y paga el precio en la moneda de su país, sin tipos de cambio. Vacío: el plan no se ofrece en esa moneda.
          </Text>
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
            {MONEDAS_ADICIONALES.map((m) => (
              <FormField key={m} label={`Precio (${m})`} error={errors[campoPrecio(m)]?.message}>
                <Input {...register(campoPrecio(m))} type="number" inputMode="numeric" step="1" min="0" />
              </FormField>
            ))}
          </SimpleGrid>
        </Stack>
        <FormField label="Descripción" required error={errors.descripcion?.message}>
          <Textarea {...register('descripcion')} rows={2} />
        </FormField>
        <FormField label="Características" helperText="Una por línea" error={errors.caracteristicas?.message}>
          <Textarea {...register('caracteristicas')} rows={3} />
        </FormField>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4">
          {LIMITES.map((k) => (
            <FormField key={k} label={k[0]!.toUpperCase() + k.slice(1)} error={errors[k]?.message}>
              <Input {...register(k)} type="number" inputMode="numeric" step="1" min="-1" />
            </FormField>
          ))}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Almacenamiento" helperText="-1 en un límite es ilimitado" error={errors.almacenamiento?.message}>
            <Input {...register('almacenamiento')} autoComplete="off" />
          </FormField>
          <FormField label="Soporte" error={errors.soporte?.message}>
            <OptionSelect options={opcionesDe(SOPORTES_PLAN, (s) => ETIQUETA_SOPORTE[s])} {...register('soporte')} />
          </FormField>
        </SimpleGrid>
        <CasillaForm control={control} name="activo">
          Activo (se ofrece a nuevas empresas y suscripciones)
        </CasillaForm>
      </Stack>
    </FormDialog>
  );
}
