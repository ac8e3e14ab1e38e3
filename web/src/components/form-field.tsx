// A labelled form field with its help text and its error, the shape every form of the app uses.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

export function FormField({ label, error, helperText, required, disabled, readOnly, children }: FormFieldProps) {
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
