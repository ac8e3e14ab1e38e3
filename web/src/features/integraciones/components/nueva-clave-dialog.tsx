// «Nueva clave» (D145): a name, the permissions (the usual ones for an ATS ticked) and when it
// expires (a year unless chosen otherwise). Once made, the same dialog shows the secret — the only
// time it exists in clear — with a copy button and the warning that it will not be shown again.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import * as z from 'zod/mini';
import { clavesAcceso as msg, crud, fmt } from '@shared/messages';
import {
  ALCANCE_ETIQUETA,
  ALCANCES_CLAVE,
  ALCANCES_POR_DEFECTO,
  CADUCIDAD_POR_DEFECTO,
  CADUCIDADES_CLAVE,
  type AlcanceClave,
  type CaducidadClave,
  ClaveAccesoCreate,
} from '@shared/schemas/clave-acceso';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { OptionSelect } from '../../../components/option-select';
import { toaster } from '../../../components/toaster';
import { useServerForm } from '../../../components/use-server-form';
import { crearClave } from '../api/claves-acceso';
import { SecretoClave } from './secreto-clave';

/** The form: the contract's name and scopes, and the expiry as the select offers it. */
const Formulario = z.object({
  nombre: ClaveAccesoCreate.shape.nombre,
  alcances: ClaveAccesoCreate.shape.alcances,
  caducidad: z.enum(CADUCIDADES_CLAVE.map((c) => c.valor) as [CaducidadClave, ...CaducidadClave[]]),
});
type Valores = z.input<typeof Formulario>;
const VACIO: Valores = { nombre: '', alcances: [...ALCANCES_POR_DEFECTO], caducidad: CADUCIDAD_POR_DEFECTO };
const CAMPOS = ['nombre', 'alcances'] as const;
const OPCIONES_CADUCIDAD = CADUCIDADES_CLAVE.map((c) => ({ value: c.valor, label: c.etiqueta }));

/** When a key made now with this choice expires (ISO), or null. */
export function expiraEnDe(caducidad: CaducidadClave, ahora = new Date()): string | null {
  const dias = CADUCIDADES_CLAVE.find((c) => c.valor === caducidad)?.dias ?? null;
  return dias === null ? null : new Date(ahora.getTime() + dias * 86_400_000).toISOString();
}

interface NuevaClaveDialogProps {
  /** The superadmin's current company; undefined for an admin (the server uses their own). */
  empresaId?: string;
  onClose: () => void;
  /** The key exists: the list reloads. */
  onCreated: () => void;
}

export function NuevaClaveDialog({ empresaId, onClose, onCreated }: NuevaClaveDialogProps) {
  const [creada, setCreada] = useState<{ nombre: string; secreto: string } | null>(null);
  const { register, control, getValues, errors, isSubmitting, onSubmit } = useServerForm<Valores, z.output<typeof Formulario>>(
    { resolver: zodResolver(Formulario), defaultValues: VACIO, campos: CAMPOS, errorTitle: fmt(crud.errorAgregar, { entidad: 'clave' }) },
    async ({ nombre, alcances, caducidad }) => {
      const { data, message } = await crearClave({
        nombre,
        alcances,
        expiraEn: expiraEnDe(caducidad),
        ...(empresaId ? { empresaId } : {}),
      });
      toaster.create({ type: 'success', title: message || msg.creada });
      onCreated();
      setCreada({ nombre: data.clave.nombre, secreto: data.secreto });
    },
  );

  return (
    <FormDialog
      title="Nueva clave de API"
      description="La clave actúa en nombre de la empresa con los permisos que elijas, solo en las operaciones de la API que los admiten."
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Crear clave"
      submittingLabel="Creando..."
      size="lg"
      result={
        creada
          ? {
              title: 'Clave creada',
              body: <SecretoClave secreto={creada.secreto} nombre={creada.nombre} />,
              closeLabel: 'Ya la he copiado',
            }
          : null
      }
    >
      <Stack gap="5">
        <FormField
          label="Nombre"
          required
          error={errors.nombre?.message}
          helperText="Para reconocerla en la lista, p. ej. «Greenhouse» o «ATS»"
        >
          <Input autoComplete="off" placeholder="Greenhouse" {...register('nombre')} />
        </FormField>
        <Controller
          control={control}
          name="alcances"
          render={({ field }) => {
            const elegidos = new Set(field.value as AlcanceClave[]);
            // From the form's current value, not this render's: two quick clicks each keep the other's change.
            const cambiar = (a: AlcanceClave, si: boolean) => {
              const siguiente = new Set(getValues('alcances') as AlcanceClave[]);
              if (si) siguiente.add(a);
              else siguiente.delete(a);
              field.onChange(ALCANCES_CLAVE.filter((x) => siguiente.has(x)));
            };
            return (
              // A fieldset, not a FormField: a Field would give every checkbox its one id and label.
              <Fieldset.Root invalid={!!errors.alcances}>
                <Fieldset.Legend fontWeight="medium">
                  Permisos{' '}
                  <Text as="span" color="fg.error" aria-hidden>
                    *
                  </Text>
                </Fieldset.Legend>
                <Fieldset.Content mt="2" gap="3">
                  {ALCANCES_CLAVE.map((a) => (
                    <Checkbox.Root
                      key={a}
                      checked={elegidos.has(a)}
                      onCheckedChange={(d) => cambiar(a, d.checked === true)}
                      colorPalette="brand"
                      alignItems="start"
                    >
                      <Checkbox.HiddenInput onBlur={field.onBlur} />
                      <Checkbox.Control mt="0.5" />
                      <Stack gap="0">
                        <Checkbox.Label>{ALCANCE_ETIQUETA[a].titulo}</Checkbox.Label>
                        <Text fontSize="sm" color="fg.muted">
                          {ALCANCE_ETIQUETA[a].descripcion}
                        </Text>
                      </Stack>
                    </Checkbox.Root>
                  ))}
                </Fieldset.Content>
                <Fieldset.ErrorText>{errors.alcances?.message}</Fieldset.ErrorText>
              </Fieldset.Root>
            );
          }}
        />
        <FormField label="Caducidad" helperText="Después deja de funcionar sola; puedes revocarla antes cuando quieras.">
          <OptionSelect options={OPCIONES_CADUCIDAD} {...register('caducidad')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
