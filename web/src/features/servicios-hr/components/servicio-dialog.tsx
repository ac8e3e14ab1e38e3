// 'Nuevo servicio' and 'Editar servicio' (superadmin, part 2 §3 edit form and §5 defaults): the
// service's data, its prompts (only the five variables of the spec), and the interview design —
// phases with their questions, and the rubric with the anchors of each competency. Checked with the
// contract's ServicioHRCreate / ServicioHRUpdate (the server's schemas) after turning the typed
// text into the body; an edit sends the version it loaded, so it cannot overwrite a newer one.
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Alert, Tabs } from '@chakra-ui/react';
import { serviciosHr as msg, fmt } from '@shared/messages';
import type { ServicioHRCreate, ServicioHRUpdate } from '@shared/schemas/servicio-hr';
import { FormDialog } from '../../../components/form-dialog';
import { toaster } from '../../../components/toaster';
import { mensajeDeError, pestanasConError } from '../../../lib/form-errors';
import { actualizarServicio, crearServicio, type ServicioFila } from '../api/servicios-hr';
import { type Cuerpo, PESTANAS, type Pestana, type Valores, pestanaDe, resolver, valoresDe } from '../servicio-form';
import { ServicioTabGeneral } from './servicio-tab-general';
import { erroresDelServidor, PestanaConError } from './pestana-con-error';
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
  const [pestana, setPestana] = useState<Pestana>('general');
  const form = useForm<Valores, unknown, Cuerpo>({ resolver: resolver(servicio?.version), defaultValues: valoresDe(servicio) });
  const {
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = form;

  const irAlPrimerError = (errs: object) => {
    const { primera } = pestanasConError(errs, pestanaDe, PESTANAS);
    if (primera) setPestana(primera);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = servicio
        ? await actualizarServicio(servicio.codigo, body as ServicioHRUpdate)
        : await crearServicio(body as ServicioHRCreate);
      toaster.create({ type: 'success', title: message || (editando ? msg.actualizado : msg.creado) });
      onSaved();
      onClose();
    } catch (e) {
      const delServidor = erroresDelServidor(e, setError);
      irAlPrimerError(delServidor);
      const plantilla = editando ? msg.errorActualizar : msg.errorCrear;
      toaster.create({ type: 'error', title: fmt(plantilla, { message: mensajeDeError(e, 'Error desconocido') }) });
    }
  }, irAlPrimerError);

  const { conError } = pestanasConError(errors, pestanaDe, PESTANAS);
  const pestanaTrigger = (value: Pestana, etiqueta: string) => (
    <PestanaConError value={value} etiqueta={etiqueta} conError={conError.has(value)} />
  );

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
