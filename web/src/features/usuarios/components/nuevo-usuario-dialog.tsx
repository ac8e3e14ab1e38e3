// 'Nuevo usuario': creates a user of the chosen company with a typed, generated or server-made
// initial password (POST /api/usuarios). The server's refusal (duplicate email, seat limit) shows as
// a toast and the dialog stays open. A password the server generated is shown once, in this same
// dialog: a second dialog opened while this one closes would be dismissed along with it.
import { useState } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type * as z from 'zod/mini';
import { auth as msgAuth, crud, fmt } from '@shared/messages';
import { UsuarioCreateBody } from '@shared/schemas/usuario';
import { FormDialog } from '../../../components/form-dialog';
import { CamposNombre } from '../../../components/campos-nombre';
import { FormField } from '../../../components/form-field';
import { KeyIcon } from '../../../components/icons';
import { PasswordInput } from '../../../components/password-input';
import { toaster } from '../../../components/toaster';
import { useServerForm } from '../../../components/use-server-form';
import { mensajesObligatorios } from '../../../lib/form-errors';
import { type UsuarioCreadoData, crearUsuario } from '../api/usuarios';
import { generarPassword } from '../../../lib/generar-password';
import { PasswordGenerada } from './password-generada';
import { SelectorRol } from './selector-rol';
import { reglasPassword } from '@shared/password-politica';

type Valores = z.input<typeof UsuarioCreateBody>;

const CAMPOS = ['nombre', 'apellidos', 'email', 'rol', 'telefono', 'password'] as const;
const VACIO: Valores = { nombre: '', apellidos: '', email: '', rol: 'operador', telefono: '', password: undefined };

const resolver = zodResolver(
  UsuarioCreateBody,
  mensajesObligatorios({ nombre: 'El nombre es obligatorio', email: 'El email es obligatorio' }),
);

/** Optional texts left empty are not sent. */
function sinVacios(body: UsuarioCreateBody): UsuarioCreateBody {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== '' && v !== undefined)) as UsuarioCreateBody;
}

interface NuevoUsuarioDialogProps {
  open: boolean;
  /** The company the user joins: the superadmin's choice; undefined for an admin (the server uses its own). */
  empresaId?: string;
  onClose: () => void;
  /** The user exists: the list reloads. */
  onCreated: (creado: UsuarioCreadoData) => void;
}

export function NuevoUsuarioDialog({ open, empresaId, onClose, onCreated }: NuevoUsuarioDialogProps) {
  const [verPassword, setVerPassword] = useState(false);
  const [creado, setCreado] = useState<UsuarioCreadoData | null>(null);
  /** Closes the dialog with the form emptied, for the next user. */
  const cerrar = (reset: UseFormReset<Valores>) => {
    reset(VACIO);
    setVerPassword(false);
    setCreado(null);
    onClose();
  };

  const { register, reset, setValue, errors, isSubmitting, onSubmit } = useServerForm<Valores, UsuarioCreateBody>(
    { resolver, defaultValues: VACIO, campos: CAMPOS, errorTitle: fmt(crud.errorAgregar, { entidad: 'usuario' }) },
    async (datos, form) => {
      const creado = await crearUsuario(sinVacios({ ...datos, ...(empresaId ? { empresaId } : {}) }));
      toaster.create({ type: 'success', title: msgAuth.usuarioCreado });
      onCreated(creado);
      if (creado?.passwordGenerada) setCreado(creado);
      else cerrar(form.reset);
    },
  );

  const generar = () => {
    setValue('password', generarPassword(), { shouldDirty: true, shouldValidate: true });
    setVerPassword(true);
  };

  return (
    <FormDialog
      title="Nuevo usuario"
      open={open}
      onClose={() => cerrar(reset)}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel="Crear usuario"
      submittingLabel="Creando..."
      size="lg"
      result={
        creado?.passwordGenerada
          ? {
              title: 'Contraseña generada',
              body: (
                <PasswordGenerada
                  password={creado.passwordGenerada}
                  nombre={[creado.user.nombre, creado.user.apellidos].filter(Boolean).join(' ')}
                  email={creado.user.email}
                  emailEnviado={creado.emailEnviado}
                />
              ),
              closeLabel: 'Entendido',
            }
          : null
      }
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <CamposNombre register={register} errors={errors} />
        </SimpleGrid>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="off" placeholder="nombre@empresa.com" {...register('email')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="Rol" required error={errors.rol?.message}>
            <SelectorRol {...register('rol')} />
          </FormField>
          <FormField label="Teléfono" error={errors.telefono?.message}>
            <Input type="tel" autoComplete="off" {...register('telefono')} />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Contraseña inicial"
          error={errors.password?.message}
          helperText={`Déjala vacía y el servidor generará una; la verás una sola vez. Si la escribes: ${reglasPassword(false).charAt(0).toLowerCase()}${reglasPassword(false).slice(1)}`}
        >
          <HStack gap="2" width="full">
            <PasswordInput
              groupProps={{ flex: '1' }}
              visible={verPassword}
              onVisibleChange={setVerPassword}
              monoWhenVisible
              autoComplete="new-password"
              {...register('password', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
            />
            <Button type="button" variant="outline" onClick={generar}>
              <KeyIcon />
              Generar
            </Button>
          </HStack>
        </FormField>
      </Stack>
    </FormDialog>
  );
}
