// The service dialog's 'Prompts' tab: the preferred AI, the context and both prompts (only the
// spec's five variables in the user prompt).
import { useFormContext } from 'react-hook-form';
import { Stack, Textarea } from '@chakra-ui/react';
import { API_ETIQUETA, APIS_PREFERIDAS, VARIABLES_PROMPT_USUARIO } from '@shared/schemas/servicio-hr';
import { FormField } from '../../../components/form-field';
import type { Cuerpo, Valores } from '../servicio-form';
import { OptionSelect, opcionesDe } from '../../../components/option-select';

export function ServicioTabPrompts() {
  const {
    register,
    formState: { errors },
  } = useFormContext<Valores, unknown, Cuerpo>();
  return (
    <Stack gap="4">
      <FormField label="IA preferida" error={errors.api_preferida?.message}>
        <OptionSelect
          {...register('api_preferida')}
          emptyOption="Sin preferencia"
          options={opcionesDe(APIS_PREFERIDAS, (a) => API_ETIQUETA[a])}
        />
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
  );
}
