// A form whose data goes to the server (the create and edit dialogs): react-hook-form with the
// contract's resolver, and one way to fail — the fields the server's 400 names get its messages, and
// its message (or the form's own fallback) shows as a toast while the form stays open.
import { type FieldValues, type Path, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import { aplicarErroresServidor, mensajeDeError } from '../lib/form-errors';
import { toaster } from './toaster';

interface ServerFormOptions<V extends FieldValues, O> extends UseFormProps<V, unknown, O> {
  /** The fields the server may name in its `details`. */
  campos: readonly Path<V>[];
  /** The toast's title when the server sends no message ('No se pudo crear el webhook'). */
  errorTitle: string;
}

/** useForm plus `onSubmit`, which validates, runs `send` (given the validated data and the form) and reports its failure. */
export function useServerForm<V extends FieldValues, O>(
  { campos, errorTitle, ...options }: ServerFormOptions<V, O>,
  send: (datos: O, form: UseFormReturn<V, unknown, O>) => Promise<unknown>,
) {
  const form = useForm<V, unknown, O>(options);
  const onSubmit = form.handleSubmit(async (datos) => {
    try {
      await send(datos, form);
    } catch (error) {
      aplicarErroresServidor<V>(error, campos, form.setError);
      toaster.create({ type: 'error', title: mensajeDeError(error, errorTitle) });
    }
  });
  return { ...form, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, onSubmit };
}
