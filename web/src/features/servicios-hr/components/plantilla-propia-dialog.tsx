// 'Editar plantilla' (D164): a company admin edits the company's own template — its name,
// description, duration, pass mark and whether it is offered, its phases and questions, and its
// own rubric with the anchors of each competency (the service dialog's Preguntas and Rúbrica tabs).
// Saving makes the next version; the editor sends the version it loaded, so it cannot overwrite a
// newer one, and interviews already scheduled keep the version they were scheduled with.
import { useFormContext } from 'react-hook-form';
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { fmt, plantillasPropias as msg } from '@shared/messages';
import type { PlantillaPropiaUpdate } from '@shared/schemas/plantilla-propia';
import { FormField } from '../../../components/form-field';
import { guardarPlantillaPropia, type PlantillaPropiaFila } from '../api/plantillas-propias';
import { resolverPropia, valoresDePropia } from '../plantilla-propia-form';
import { type Cuerpo, type Pestana, type Valores } from '../servicio-form';
import { DialogoConPestanas, useFormConPestanas } from './pestana-con-error';
import { ServicioTabPreguntas } from './servicio-tab-preguntas';
import { ServicioTabRubrica } from './servicio-tab-rubrica';
import { CasillaForm } from '../../../components/casilla-form';

const PESTANAS: readonly Pestana[] = ['general', 'diseno', 'rubrica'];

function TabGeneral() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Valores, unknown, Cuerpo>();
  return (
    <Stack gap="4">
      <FormField label="Nombre" required error={errors.nombre?.message}>
        <Input autoComplete="off" {...register('nombre')} />
      </FormField>
      <FormField label="Descripción" error={errors.descripcion?.message}>
        <Textarea rows={3} {...register('descripcion')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label="Duración estimada (min)" error={errors.duracionEstimada?.message}>
          <Input type="number" inputMode="numeric" min={5} max={240} {...register('duracionEstimada')} />
        </FormField>
        <FormField label="Criterio para aprobar (%)" error={errors.criterioPasado?.message}>
          <Input type="number" inputMode="numeric" min={0} max={100} {...register('criterioPasado')} />
        </FormField>
      </SimpleGrid>
      <CasillaForm control={control} name="activo">
        Se puede programar (activa)
      </CasillaForm>
    </Stack>
  );
}

interface Props {
  plantilla: PlantillaPropiaFila;
  onClose: () => void;
  onSaved: () => void;
}

export function PlantillaPropiaDialog({ plantilla, onClose, onSaved }: Props) {
  const editor = useFormConPestanas({
    pestanas: PESTANAS,
    resolver: resolverPropia(plantilla.version),
    defaultValues: valoresDePropia(plantilla),
    guardar: (body) => guardarPlantillaPropia(plantilla.id, body as unknown as PlantillaPropiaUpdate),
    exito: fmt(msg.actualizada, { version: plantilla.version + 1 }),
    error: msg.errorGuardar,
    onSaved,
    onClose,
  });

  return (
    <DialogoConPestanas
      editor={editor}
      title="Editar plantilla"
      description={`${plantilla.nombre} · versión ${plantilla.version} · basada en ${plantilla.baseNombre}`}
      onClose={onClose}
      submitLabel="Guardar nueva versión"
      submittingLabel="Guardando..."
      pestanas={[
        { valor: 'general', etiqueta: 'General', contenido: <TabGeneral /> },
        { valor: 'diseno', etiqueta: 'Preguntas', contenido: <ServicioTabPreguntas /> },
        { valor: 'rubrica', etiqueta: 'Rúbrica', contenido: <ServicioTabRubrica /> },
      ]}
      aviso={`Al guardar, la plantilla pasa a la versión ${plantilla.version + 1}. Las entrevistas ya programadas conservan la versión con la que se programaron.`}
    />
  );
}
