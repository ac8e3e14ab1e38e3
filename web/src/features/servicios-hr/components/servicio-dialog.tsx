// 'Nuevo servicio' and 'Editar servicio' (superadmin, part 2 §3 edit form and §5 defaults): the
// service's data, its prompts (only the five variables of the spec), and the interview design —
// phases with their questions, and the rubric with the anchors of each competency. Checked with the
// contract's ServicioHRCreate / ServicioHRUpdate (the server's schemas) after turning the typed
// text into the body; an edit sends the version it loaded, so it cannot overwrite a newer one.
import { serviciosHr as msg } from '@shared/messages';
import type { ServicioHRCreate, ServicioHRUpdate } from '@shared/schemas/servicio-hr';
import { actualizarServicio, crearServicio, type ServicioFila } from '../api/servicios-hr';
import { PESTANAS, resolver, valoresDe } from '../servicio-form';
import { ServicioTabGeneral } from './servicio-tab-general';
import { DialogoConPestanas, useFormConPestanas } from './pestana-con-error';
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
  const editor = useFormConPestanas({
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
    <DialogoConPestanas
      editor={editor}
      title={editando ? 'Editar servicio' : 'Nuevo servicio'}
      description={editando ? `${servicio.codigo} · versión ${servicio.version}` : 'Plantilla de servicio HR con su diseño de entrevista'}
      onClose={onClose}
      submitLabel={editando ? 'Guardar cambios' : 'Crear servicio'}
      submittingLabel={editando ? 'Guardando...' : 'Creando...'}
      pestanas={[
        { valor: 'general', etiqueta: 'General', contenido: <ServicioTabGeneral editando={editando} /> },
        { valor: 'prompts', etiqueta: 'Prompts', contenido: <ServicioTabPrompts /> },
        { valor: 'diseno', etiqueta: 'Preguntas', contenido: <ServicioTabPreguntas /> },
        { valor: 'rubrica', etiqueta: 'Rúbrica', contenido: <ServicioTabRubrica /> },
      ]}
      aviso={editando && `Al guardar, el servicio pasa a la versión ${servicio.version + 1}. Los informes indican la versión que usaron.`}
    />
  );
}
