// 'Nueva Área' and 'Editar área' (part 1 §2.8, §5): name (required) and description; an existing
// area can also be switched off. Validated with the contract's AreaCreate / AreaUpdate.
import { type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Stack, Textarea } from '@chakra-ui/react';
import { areas as msgAreas, crud, fmt } from '@shared/messages';
import { AreaCreate, AreaUpdate } from '@shared/schemas/area';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { InterruptorForm } from '../../../components/interruptor-form';
import { toaster } from '../../../components/toaster';
import { useServerForm } from '../../../components/use-server-form';
import { type AreaFila, actualizarArea, crearArea } from '../api/areas';

interface Valores {
  nombreArea: string;
  descripcionArea: string;
  activo: boolean;
}

type Cuerpo = AreaCreate | AreaUpdate;

const CAMPOS = ['nombreArea', 'descripcionArea'] as const;

const resolverCrear = zodResolver(AreaCreate) as unknown as Resolver<Valores, unknown, Cuerpo>;
const resolverEditar = zodResolver(AreaUpdate) as unknown as Resolver<Valores, unknown, Cuerpo>;

interface AreaDialogProps {
  /** The area to edit; without it the dialog creates one. */
  area?: AreaFila;
  /** The company of the new area (the superadmin's current company; the server uses the user's own otherwise). */
  empresaId?: string;
  onClose: () => void;
  onSaved: () => void;
}

export function AreaDialog({ area, empresaId, onClose, onSaved }: AreaDialogProps) {
  const editando = !!area;
  const antes: Valores = {
    nombreArea: area?.nombreArea ?? '',
    descripcionArea: area?.descripcionArea ?? '',
    activo: area?.activo !== false,
  };
  const errorTitle = fmt(editando ? crud.errorActualizar : crud.errorAgregar, { entidad: 'área' });
  const { register, control, errors, isSubmitting, onSubmit } = useServerForm<Valores, Cuerpo>(
    { resolver: editando ? resolverEditar : resolverCrear, defaultValues: antes, campos: CAMPOS, errorTitle },
    async (datos) => {
      let message: string | undefined;
      if (area) {
        const d = datos as AreaUpdate;
        const body: AreaUpdate = {};
        if (d.nombreArea !== undefined && d.nombreArea !== antes.nombreArea) body.nombreArea = d.nombreArea;
        if ((d.descripcionArea ?? '') !== antes.descripcionArea) body.descripcionArea = d.descripcionArea ?? '';
        if (d.activo !== undefined && d.activo !== antes.activo) body.activo = d.activo;
        if (Object.keys(body).length === 0) return onClose();
        ({ message } = await actualizarArea(area.id, body));
      } else {
        const d = datos as AreaCreate;
        const descripcion = d.descripcionArea?.trim();
        const body: AreaCreate = {
          nombreArea: d.nombreArea,
          ...(descripcion ? { descripcionArea: descripcion } : {}),
          ...(empresaId ? { empresaId } : {}),
          activo: true,
        };
        ({ message } = await crearArea(body));
      }
      toaster.create({ type: 'success', title: message || (editando ? msgAreas.actualizada : msgAreas.creada) });
      onSaved();
      onClose();
    },
  );

  return (
    <FormDialog
      title={editando ? 'Editar área' : 'Nueva Área'}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={editando ? 'Guardar cambios' : 'Crear Área'}
      submittingLabel={editando ? 'Guardando...' : 'Creando...'}
      size="md"
    >
      <Stack gap="4">
        <FormField label="Nombre del área" required error={errors.nombreArea?.message}>
          <Input autoComplete="off" placeholder="Tecnología" {...register('nombreArea')} />
        </FormField>
        <FormField label="Descripción" error={errors.descripcionArea?.message}>
          <Textarea rows={3} placeholder="Qué perfiles y equipos agrupa esta área" {...register('descripcionArea')} />
        </FormField>
        {editando && (
          <InterruptorForm
            control={control}
            name="activo"
            colorPalette="green"
            display="flex"
            gap="3"
            etiqueta="Área activa"
            descripcion="Las áreas inactivas no se ofrecen al dar de alta candidatos."
          />
        )}
      </Stack>
    </FormDialog>
  );
}
