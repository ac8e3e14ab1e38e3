// The service dialog's 'Rúbrica' tab: each competency with what the low, middle and high anchors
// describe (a score from 0 to 10 follows them).
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Box, Button, Flex, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { NIVEL_ETIQUETA, NIVELES_ANCLA } from '@shared/schemas/servicio-hr';
import { FormField } from '../../../components/form-field';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { errorDe } from '../../../lib/form-errors';
import { type Cuerpo, type Valores, competenciaVacia } from '../servicio-form';

export function ServicioTabRubrica() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Valores, unknown, Cuerpo>();
  const rubrica = useFieldArray({ control, name: 'rubrica' });
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Cada competencia se puntúa de 0 a 10 según las conductas que describen sus anclas.
      </Text>
      {rubrica.fields.map((c, i) => (
        <Box key={c.id} borderWidth="1px" rounded="lg" p="4" data-testid="competencia">
          <Flex gap="3" align="end">
            <Box flex="1">
              <FormField label={`Competencia ${i + 1}`} required error={errorDe(errors, `rubrica.${i}.competencia`)}>
                <Input autoComplete="off" {...register(`rubrica.${i}.competencia`)} />
              </FormField>
            </Box>
            <IconButton variant="ghost" colorPalette="red" aria-label={`Quitar la competencia ${i + 1}`} onClick={() => rubrica.remove(i)}>
              <TrashIcon />
            </IconButton>
          </Flex>
          <Stack gap="3" mt="3">
            <FormField label="Descripción" error={errorDe(errors, `rubrica.${i}.descripcion`)}>
              <Input autoComplete="off" {...register(`rubrica.${i}.descripcion`)} />
            </FormField>
            {NIVELES_ANCLA.map((n) => (
              <FormField
                key={n}
                label={`Nivel ${NIVEL_ETIQUETA[n].toLowerCase()}`}
                required
                error={errorDe(errors, `rubrica.${i}.anclas.${n}`)}
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
  );
}
