// Contexto IA: what the AI knows about the company (context, mission, vision, values, strategic
// goals) and which AI features it uses (part 1 §3.2 configuracionIA).
import { Controller, useFormContext } from 'react-hook-form';
import { SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field';
import { InterruptorIA, OPCIONES_IA } from '../../../components/interruptores-ia';
import type { ValoresEmpresa } from '../empresa-form';
import { Seccion } from '../../../components/seccion';

export function TabContextoIA() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ValoresEmpresa>();

  return (
    <Stack gap="7">
      <Seccion titulo="Contexto empresarial" descripcion="La IA lo tiene en cuenta al preparar entrevistas y al evaluar a los candidatos.">
        <Stack gap="4">
          <FormField label="Contexto empresarial" error={errors.contextoEmpresarial?.message}>
            <Textarea rows={4} placeholder="A qué se dedica la empresa, su mercado, su momento…" {...register('contextoEmpresarial')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Misión" error={errors.misionEmpresa?.message}>
              <Textarea rows={3} {...register('misionEmpresa')} />
            </FormField>
            <FormField label="Visión" error={errors.visionEmpresa?.message}>
              <Textarea rows={3} {...register('visionEmpresa')} />
            </FormField>
            <FormField label="Valores" error={errors.valoresEmpresa?.message}>
              <Textarea rows={3} placeholder="Innovación, cercanía, compromiso…" {...register('valoresEmpresa')} />
            </FormField>
            <FormField label="Objetivos estratégicos" error={errors.objetivosEstrategicos?.message}>
              <Textarea rows={3} {...register('objetivosEstrategicos')} />
            </FormField>
          </SimpleGrid>
        </Stack>
      </Seccion>

      <Seccion titulo="Configuración de IA">
        <Stack gap="0" borderWidth="1px" rounded="lg" divideY="1px">
          {OPCIONES_IA.map(({ campo, titulo, descripcion }) => (
            <Controller
              key={campo}
              control={control}
              name={`configuracion.configuracionIA.${campo}`}
              render={({ field }) => (
                <InterruptorIA
                  titulo={titulo}
                  descripcion={descripcion}
                  checked={!!field.value}
                  onCheckedChange={field.onChange}
                  inputRef={field.ref}
                  onBlur={field.onBlur}
                />
              )}
            />
          ))}
        </Stack>
      </Seccion>
    </Stack>
  );
}
