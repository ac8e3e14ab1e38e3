// The Email panel's 'Emails por Categoría' tab (part 2 §3 "Email config"): the sender mailbox of
// each category of email (administración, candidatos, entrevistas, reportes), and the reply-to
// address every email carries.
import type { UseFormReturn } from 'react-hook-form';
import { Box, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CATEGORIAS_EMAIL, CATEGORIA_ETIQUETA, DEFINICION_PLANTILLAS, PLANTILLAS_POR_CATEGORIA } from '@shared/email/plantillas';
import type { EmailConfigEntrada } from '@shared/schemas/email';
import { FormField } from '../../../components/form-field';
import { Seccion } from '../../../components/seccion';
import { type Contexto, type Valores } from './email-valores';
import { errorDe } from '../../../lib/form-errors';

export function EmailCategoriasTab({ form }: { form: UseFormReturn<Valores, Contexto, EmailConfigEntrada> }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Stack gap="6">
      <FormField
        label="Responder a (reply-to)"
        error={errorDe(errors, 'replyTo')}
        helperText="Vacío: las respuestas van al remitente de cada email"
      >
        <Input type="email" autoComplete="off" placeholder="rrhh@empresa.com" {...register('replyTo')} />
      </FormField>
      <Stack gap="4">
        {CATEGORIAS_EMAIL.map((c) => (
          <Box key={c} borderWidth="1px" rounded="lg" p="4" bg="bg" data-categoria={c}>
            <Seccion
              titulo={CATEGORIA_ETIQUETA[c]}
              descripcion={PLANTILLAS_POR_CATEGORIA[c].map((id) => DEFINICION_PLANTILLAS[id].nombre).join(' · ')}
            >
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <FormField label={`Nombre del remitente (${CATEGORIA_ETIQUETA[c]})`} error={errorDe(errors, `emails.${c}.name`)}>
                  <Input autoComplete="off" {...register(`emails.${c}.name`)} />
                </FormField>
                <FormField label={`Email del remitente (${CATEGORIA_ETIQUETA[c]})`} error={errorDe(errors, `emails.${c}.email`)}>
                  <Input type="email" autoComplete="off" {...register(`emails.${c}.email`)} />
                </FormField>
              </SimpleGrid>
            </Seccion>
          </Box>
        ))}
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        Un email vacío usa el remitente general de la pestaña Servidor SMTP.
      </Text>
    </Stack>
  );
}
