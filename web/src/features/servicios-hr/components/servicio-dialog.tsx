// 'Nuevo servicio' and 'Editar servicio' (superadmin, part 2 §3 edit form and §5 defaults): the
// service's data, its prompts (only the five variables of the spec), and the interview design —
// phases with their questions, and the rubric with the anchors of each competency. Checked with the
// contract's ServicioHRCreate / ServicioHRUpdate (the server's schemas) after turning the typed
// text into the body; an edit sends the version it loaded, so it cannot overwrite a newer one.
import { FormProvider } from 'react-hook-form';
import { Alert, Tabs } from '@chakra-ui/react';
import { serviciosHr as msg } from '@shared/messages';
import type { ServicioHRCreate, ServicioHRUpdate } from '@shared/schemas/servicio-hr';
import { FormDialog } from '../../../components/form-dialog';
import { actualizarServicio, crearServicio, type ServicioFila } from '../api/servicios-hr';
import { PESTANAS, type Pestana, resolver, valoresDe } from '../servicio-form';
import { ServicioTabGeneral } from './servicio-tab-general';
import { useFormConPestanas } from './pestana-con-error';
import { ServicioTabPreguntas } from './servicio-tab-preguntas';
import { ServicioTabPrompts } from './servicio-tab-prompts';
import { ServicioTabRubrica } from './servicio-tab-rubrica';

interface ServicioDialogProps {
  /** The service to edit; without it the dialog creates one. */
  servicio?: ServicioFila;
  onClose: () => void;
  onSaved: () => void;
}

export function ServicioDialog({ servicio, onClose, onSaved }: ServicioDialogProps) {
  const editando = !!servicio;
  const { form, pestana, setPestana, onSubmit, pestanaTrigger, isSubmitting, isDirty } = useFormConPestanas({
    pestanas: PESTANAS,
    resolver: resolver(servicio?.version),
    defaultValues: valoresDe(servicio),
    guardar: (body) => (servicio ? actualizarServicio(servicio.codigo, body as ServicioHRUpdate) : crearServicio(body as ServicioHRCreate)),
    exito: editando ? msg.actualizado : msg.creado,
    error: editando ? msg.errorActualizar : msg.errorCrear,
    onSaved,
    onClose,
  });

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
      unsavedChanges={isDirty}
    >
      <FormProvider {...form}>
        <Tabs.Root value={pestana} onValueChange={(e) => setPestana(e.value as Pestana)} variant="line" fitted>
          <Tabs.List>
            {pestanaTrigger('general', 'General')}
            {pestanaTrigger('prompts', 'Prompts')}
            {pestanaTrigger('diseno', 'Preguntas')}
            {pestanaTrigger('rubrica', 'Rúbrica')}
          </Tabs.List>

          <Tabs.Content value="general">
            <ServicioTabGeneral editando={editando} />
          </Tabs.Content>

          <Tabs.Content value="prompts">
            <ServicioTabPrompts />
          </Tabs.Content>

          <Tabs.Content value="diseno">
            <ServicioTabPreguntas />
          </Tabs.Content>

          <Tabs.Content value="rubrica">
            <ServicioTabRubrica />
          </Tabs.Content>
        </Tabs.Root>
      </FormProvider>
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
