// What the two design editors share (the platform's service dialog and a company template's, D164):
// a tab trigger marked when a field on it has an error, and the server's field errors put on their
// fields and tabs; and the form itself — its open tab, the save that reports by toast and, on an
// error, opens the first tab that has one — and the dialog that holds them, with its note on saving.
import { type ReactNode, useState } from 'react';
import { FormProvider, type Resolver, type UseFormSetError, useForm } from 'react-hook-form';
import { Alert, Box, Tabs } from '@chakra-ui/react';
import { fmt } from '@shared/messages';
import { FormDialog } from '../../../components/form-dialog';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api-client';
import { mensajeDeError, pestanasConError, ponerError } from '../../../lib/form-errors';
import { campoDe, type Cuerpo, type Pestana, pestanaDe, type Valores } from '../servicio-form';

export function PestanaConError({ value, etiqueta, conError }: { value: Pestana; etiqueta: string; conError: boolean }) {
  return (
    <Tabs.Trigger value={value}>
      {etiqueta}
      {conError && (
        <Box as="span" color="red.fg" aria-label="con errores">
          •
        </Box>
      )}
    </Tabs.Trigger>
  );
}

/** The server's 400 details on their fields; answers them as an errors object (to open the first tab with one). */
export function erroresDelServidor(e: unknown, setError: UseFormSetError<Valores>): Record<string, unknown> {
  const details = e instanceof ApiError ? (e.body as { details?: { campo?: unknown; msg?: unknown }[] } | null)?.details : undefined;
  const delServidor: Record<string, unknown> = {};
  for (const d of Array.isArray(details) ? details : []) {
    if (typeof d.campo !== 'string' || typeof d.msg !== 'string') continue;
    const campo = campoDe(d.campo.split('.'));
    setError(campo as never, { type: 'server', message: d.msg });
    ponerError(delServidor, campo, d.msg);
  }
  return delServidor;
}

/**
 * The editor's form over `pestanas`: `guardar` sends the body; its message (or `exito`) is toasted,
 * then `onSaved` and `onClose`; a refusal puts the server's errors on their fields, opens the first
 * tab with an error and toasts `error` with the reason. `pestanaTrigger` marks a tab with errors.
 */
export function useFormConPestanas(opciones: {
  pestanas: readonly Pestana[];
  resolver: Resolver<Valores, unknown, Cuerpo>;
  defaultValues: Valores;
  guardar: (body: Cuerpo) => Promise<{ message?: string }>;
  exito: string;
  error: string;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { pestanas } = opciones;
  const [pestana, setPestana] = useState<Pestana>('general');
  const form = useForm<Valores, unknown, Cuerpo>({ resolver: opciones.resolver, defaultValues: opciones.defaultValues });
  const { handleSubmit, setError, formState } = form;

  const irAlPrimerError = (errs: object) => {
    const { primera } = pestanasConError(errs, pestanaDe, pestanas);
    if (primera) setPestana(primera);
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { message } = await opciones.guardar(body);
      toaster.create({ type: 'success', title: message || opciones.exito });
      opciones.onSaved();
      opciones.onClose();
    } catch (e) {
      irAlPrimerError(erroresDelServidor(e, setError));
      toaster.create({ type: 'error', title: fmt(opciones.error, { message: mensajeDeError(e, 'Error desconocido') }) });
    }
  }, irAlPrimerError);

  const { conError } = pestanasConError(formState.errors, pestanaDe, pestanas);
  const pestanaTrigger = (value: Pestana, etiqueta: string) => (
    <PestanaConError key={value} value={value} etiqueta={etiqueta} conError={conError.has(value)} />
  );
  return { form, pestana, setPestana, onSubmit, pestanaTrigger, isSubmitting: formState.isSubmitting, isDirty: formState.isDirty };
}

/** The editor's dialog: its tabs (each trigger marked when a field on it has an error) and, under them, `aviso` on what saving does. */
export function DialogoConPestanas(props: {
  editor: ReturnType<typeof useFormConPestanas>;
  pestanas: readonly { valor: Pestana; etiqueta: string; contenido: ReactNode }[];
  aviso?: ReactNode;
  title: string;
  description: string;
  submitLabel: string;
  submittingLabel: string;
  onClose: () => void;
}) {
  const { editor, pestanas, aviso } = props;
  return (
    <FormDialog
      title={props.title}
      description={props.description}
      onClose={props.onClose}
      onSubmit={editor.onSubmit}
      isSubmitting={editor.isSubmitting}
      submitLabel={props.submitLabel}
      submittingLabel={props.submittingLabel}
      size="xl"
      unsavedChanges={editor.isDirty}
    >
      <FormProvider {...editor.form}>
        <Tabs.Root value={editor.pestana} onValueChange={(e) => editor.setPestana(e.value as Pestana)} variant="line" fitted>
          <Tabs.List>{pestanas.map((p) => editor.pestanaTrigger(p.valor, p.etiqueta))}</Tabs.List>
          {pestanas.map((p) => (
            <Tabs.Content key={p.valor} value={p.valor}>
              {p.contenido}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </FormProvider>
      {aviso && (
        <Alert.Root status="info" mt="4" size="sm">
          <Alert.Indicator />
          <Alert.Description>{aviso}</Alert.Description>
        </Alert.Root>
      )}
    </FormDialog>
  );
}
