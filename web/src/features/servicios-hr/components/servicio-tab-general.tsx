// The service dialog's 'General' tab: its data, duration, pass mark, expert and switches.
import { useFormContext } from 'react-hook-form';
import { HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { CATEGORIA_ETIQUETA, CATEGORIAS_SERVICIO, TIPO_ETIQUETA, TIPOS_SERVICIO } from '@shared/schemas/servicio-hr';
import { FormField } from '../../../components/form-field';
import type { Cuerpo, Valores } from '../servicio-form';
import { OptionSelect, opcionesDe } from '../../../components/option-select';
import { CasillaForm } from '../../../components/casilla-form';

export function ServicioTabGeneral({ editando }: { editando: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Valores, unknown, Cuerpo>();
  return (
    <>
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
          <OptionSelect options={opcionesDe(CATEGORIAS_SERVICIO, (c) => CATEGORIA_ETIQUETA[c])} {...register('categoria')} />
        </FormField>
        <FormField label="Tipo" error={errors.tipo?.message}>
          <OptionSelect options={opcionesDe(TIPOS_SERVICIO, (t) => TIPO_ETIQUETA[t])} emptyOption="Sin tipo" {...register('tipo')} />
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
            <CasillaForm key={campo} control={control} name={campo}>
              {campo === 'activo' ? 'Activo' : 'Requiere autenticación'}
            </CasillaForm>
          ))}
        </HStack>
      </Stack>
    </>
  );
}
