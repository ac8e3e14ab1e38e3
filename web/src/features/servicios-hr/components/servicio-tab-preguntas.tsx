// The service dialog's 'Preguntas' tab: the interview's phases in order, each with its questions;
// every question names the rubric competency it gives evidence of.
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Box, Button, Flex, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormField } from '../../../components/form-field';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { errorDe } from '../../../lib/form-errors';
import { type Cuerpo, type Valores, faseVacia, preguntaVacia } from '../servicio-form';

export function ServicioTabPreguntas() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Valores, unknown, Cuerpo>();
  const fases = useFieldArray({ control, name: 'fases' });
  const competencias = (useWatch({ control, name: 'rubrica' }) ?? []).map((c) => c.competencia.trim()).filter(Boolean);
  return (
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
              <FormField label={`Fase ${i + 1}`} required error={errorDe(errors, `fases.${i}.nombre`)}>
                <Input autoComplete="off" placeholder="Nombre de la fase" {...register(`fases.${i}.nombre`)} />
              </FormField>
            </Box>
            <IconButton variant="ghost" colorPalette="red" aria-label={`Quitar la fase ${i + 1}`} onClick={() => fases.remove(i)}>
              <TrashIcon />
            </IconButton>
          </Flex>
          <Box mt="3">
            <FormField label="Objetivo" error={errorDe(errors, `fases.${i}.objetivo`)}>
              <Input autoComplete="off" {...register(`fases.${i}.objetivo`)} />
            </FormField>
          </Box>
          <PreguntasDeFase fase={i} />
        </Box>
      ))}
      <Button variant="outline" alignSelf="start" onClick={() => fases.append(faseVacia())}>
        <PlusIcon />
        Añadir fase
      </Button>
    </Stack>
  );
}

function PreguntasDeFase({ fase }: { fase: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Valores, unknown, Cuerpo>();

  const preguntas = useFieldArray({ control, name: `fases.${fase}.preguntas` });
  const errorLista = errorDe(errors, `fases.${fase}.preguntas.root`) ?? errorDe(errors, `fases.${fase}.preguntas`);
  return (
    <Stack gap="3" mt="4" ps={{ base: '0', md: '4' }} borderStartWidth={{ base: '0', md: '2px' }}>
      {preguntas.fields.map((p, j) => (
        <Stack key={p.id} gap="2" data-testid="pregunta">
          <Flex gap="2" align="end">
            <Box flex="1">
              <FormField label={`Pregunta ${j + 1}`} required error={errorDe(errors, `fases.${fase}.preguntas.${j}.texto`)}>
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
            <FormField label="Qué explora" required error={errorDe(errors, `fases.${fase}.preguntas.${j}.explora`)}>
              <Input autoComplete="off" {...register(`fases.${fase}.preguntas.${j}.explora`)} />
            </FormField>
            <FormField label="Competencia" required error={errorDe(errors, `fases.${fase}.preguntas.${j}.competencia`)}>
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
