// Edit a user's name, phone and role (PUT /api/usuarios/{id}); email and password are not edited
// here. Only the changed fields are sent, and nobody is offered a change of their own role (the
// server refuses it too).
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { auth as msgAuth, crud, fmt } from '@shared/messages';
import { ROL_ETIQUETA } from '@shared/permissions';
import { UsuarioUpdateBody } from '@shared/schemas/usuario';
import { FormDialog } from '../../../components/form-dialog';
import { CamposNombre } from '../../../components/campos-nombre';
import { FormField } from '../../../components/form-field';
import { toaster } from '../../../components/toaster';
import { useServerForm } from '../../../components/use-server-form';
import { mensajesObligatorios } from '../../../lib/form-errors';
import { type UsuarioFila, actualizarUsuario } from '../api/usuarios';
import { SelectorRol } from './selector-rol';

type Valores = z.input<typeof UsuarioUpdateBody>;

const CAMPOS = ['nombre', 'apellidos', 'telefono', 'rol'] as const;

const resolver = zodResolver(UsuarioUpdateBody, mensajesObligatorios({ nombre: 'El nombre es obligatorio' }));

function valoresDe(usuario: UsuarioFila): Valores {
  return {
    nombre: usuario.nombre,
    apellidos: usuario.apellidos ?? '',
    telefono: usuario.telefono ?? '',
    rol: usuario.rol === 'superadmin' ? undefined : usuario.rol,
  };
}

interface EditarUsuarioDialogProps {
  usuario: UsuarioFila;
  /** The signed-in user edits their own record: the role stays as it is. */
  esUnoMismo: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export function EditarUsuarioDialog({ usuario, esUnoMismo, onClose, onSaved }: EditarUsuarioDialogProps) {
  const antes = valoresDe(usuario);
  const rolEditable = !esUnoMismo && usuario.rol !== 'superadmin';
  const { register, errors, isSubmitting, onSubmit } = useServerForm<Valores, UsuarioUpdateBody>(
    { resolver, defaultValues: antes, campos: CAMPOS, errorTitle: fmt(crud.errorActualizar, { entidad: 'usuario' }) },
    async (datos) => {
      const body: UsuarioUpdateBody = {};
      for (const campo of CAMPOS) {
        if (campo === 'rol' && !rolEditable) continue;
        if (datos[campo] !== undefined && datos[campo] !== antes[campo]) Object.assign(body, { [campo]: datos[campo] });
      }
      if (Object.keys(body).length === 0) return onClose();
      await actualizarUsuario(usuario.id, body);
      toaster.create({ type: 'success', title: msgAuth.usuarioActualizado });
      onSaved();
      onClose();
    },
  );

  return (
    <FormDialog
      title="Editar usuario"
      description={usuario.email}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Guardar cambios"
      submittingLabel="Guardando..."
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CamposNombre register={register} errors={errors} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField
            label="Rol"
            error={errors.rol?.message}
            disabled={!rolEditable}
            helperText={esUnoMismo ? 'No puedes cambiar tu propio rol.' : undefined}
          >
            {rolEditable ? <SelectorRol {...register('rol')} /> : <Input value={ROL_ETIQUETA[usuario.rol]} readOnly disabled />}
          </FormField>
          <FormField label="Teléfono" error={errors.telefono?.message}>
            <Input type="tel" autoComplete="off" {...register('telefono')} />
          </FormField>
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
