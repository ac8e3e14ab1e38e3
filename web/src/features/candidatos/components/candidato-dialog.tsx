// 'Nuevo candidato' and 'Editar candidato': name and email (required), phone, position, years of
// experience, skills (separated by commas) and area. Checked with the contract's CandidatoCreate /
// CandidatoUpdate, the schemas the server uses, after turning the typed text into the body.
import type { Resolver } from 'react-hook-form';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { candidatos as msg } from '@shared/messages';
import { CandidatoCreate, CandidatoUpdate } from '@shared/schemas/candidato';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { OptionSelect } from '../../../components/option-select';
import { toaster } from '../../../components/toaster';
import { useEjemploTelefono } from '../../../components/telefono';
import { useServerForm } from '../../../components/use-server-form';
import { useAreas } from '../../../lib/areas';
import { type CandidatoFila, actualizarCandidato, crearCandidato } from '../api/candidatos';

interface Valores {
  nombre: string;
  email: string;
  telefono: string;
  posicion: string;
  experiencia: string;
  habilidades: string;
  areaId: string;
}

/** The form's field for each body field (the server's `details` name the body's). */
const CAMPO_DE: Record<string, keyof Valores> = {
  nombre: 'nombre',
  email: 'email',
  telefono: 'telefono',
  posicion: 'posicion',
  experiencia_años: 'experiencia',
  habilidades: 'habilidades',
  areaId: 'areaId',
};

function cuerpo(v: Valores, editando: boolean, empresaId?: string) {
  const opcional = (s: string) => (editando ? s.trim() : s.trim() || undefined);
  return {
    nombre: v.nombre,
    email: v.email,
    telefono: opcional(v.telefono),
    posicion: opcional(v.posicion),
    experiencia_años: v.experiencia.trim() === '' ? undefined : Number(v.experiencia),
    habilidades: v.habilidades
      .split(/[,;]/)
      .map((h) => h.trim())
      .filter(Boolean),
    areaId: v.areaId || null,
    ...(!editando && empresaId ? { empresaId } : {}),
  };
}

function resolver(editando: boolean, empresaId?: string): Resolver<Valores, unknown, CandidatoCreate | CandidatoUpdate> {
  return async (valores) => {
    const esquema = editando ? CandidatoUpdate : CandidatoCreate;
    const r = esquema.safeParse(cuerpo(valores, editando, empresaId));
    if (r.success) return { values: r.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of r.error.issues) {
      const campo = CAMPO_DE[String(issue.path[0])] ?? 'nombre';
      errors[campo] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

interface CandidatoDialogProps {
  /** The candidate to edit; without it the dialog creates one. */
  candidato?: CandidatoFila;
  /** The company (the superadmin's chosen one; the server uses the user's own otherwise). */
  empresaId?: string;
  onClose: () => void;
  onSaved: () => void;
}

export function CandidatoDialog({ candidato, empresaId, onClose, onSaved }: CandidatoDialogProps) {
  const editando = !!candidato;
  const areas = useAreas(empresaId);
  // An example of the company's country (issue 67 item 9), not always Spain's.
  const ejemploTelefono = useEjemploTelefono(empresaId);
  const { register, errors, isSubmitting, onSubmit } = useServerForm<Valores, CandidatoCreate | CandidatoUpdate>(
    {
      resolver: resolver(editando, empresaId),
      defaultValues: {
        nombre: candidato?.nombre ?? '',
        email: candidato?.email ?? '',
        telefono: candidato?.telefono ?? '',
        posicion: candidato?.posicion ?? '',
        experiencia: candidato?.experiencia_años === undefined ? '' : String(candidato.experiencia_años),
        habilidades: (candidato?.habilidades ?? []).join(', '),
        areaId: candidato?.areaId ?? '',
      },
      campos: Object.values(CAMPO_DE),
      errorTitle: editando ? msg.noActualizado : msg.noCreado,
    },
    async (body) => {
      const { message } = candidato
        ? await actualizarCandidato(candidato.id, body as CandidatoUpdate)
        : await crearCandidato(body as CandidatoCreate);
      toaster.create({ type: 'success', title: message || (editando ? msg.actualizado : msg.creado) });
      onSaved();
      onClose();
    },
  );

  const activas = (areas.data ?? []).filter((a) => a.activo !== false || a.id === candidato?.areaId);

  return (
    <FormDialog
      title={editando ? 'Editar candidato' : 'Nuevo candidato'}
      description={editando ? candidato.email : undefined}
      onClose={onClose}
      onSubmit={onSubmit}
      isSubmitting={isSubmitting}
      submitLabel={editando ? 'Guardar cambios' : 'Crear candidato'}
      submittingLabel={editando ? 'Guardando...' : 'Creando...'}
      size="lg"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="Nombre completo" required error={errors.nombre?.message}>
            <Input autoComplete="off" placeholder="María Gómez" {...register('nombre')} />
          </FormField>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" autoComplete="off" placeholder="maria@correo.com" {...register('email')} />
          </FormField>
          <FormField label="Teléfono" error={errors.telefono?.message}>
            <Input type="tel" autoComplete="off" placeholder={ejemploTelefono} {...register('telefono')} />
          </FormField>
          <FormField label="Posición" error={errors.posicion?.message}>
            <Input autoComplete="off" placeholder="Analista de datos" {...register('posicion')} />
          </FormField>
          <FormField label="Años de experiencia" error={errors.experiencia?.message}>
            <Input type="number" inputMode="numeric" min={0} max={70} {...register('experiencia')} />
          </FormField>
          <FormField label="Área" error={errors.areaId?.message}>
            <OptionSelect
              emptyOption="Sin área"
              options={activas.map((a) => ({ value: a.id, label: a.nombreArea }))}
              {...register('areaId')}
            />
          </FormField>
        </SimpleGrid>
        <FormField label="Habilidades" helperText="Separadas por comas" error={errors.habilidades?.message}>
          <Input autoComplete="off" placeholder="Excel, SQL, Liderazgo" {...register('habilidades')} />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
