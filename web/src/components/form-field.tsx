// A labelled form field with its help text and its error, the shape every form of the app uses.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  /** Marks the field wrong without a text of its own (the form shows one message for several fields). */
  invalid?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

export function FormField({ label, error, invalid, helperText, required, disabled, readOnly, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error || !!invalid} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && !invalid && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
