// A password field with the eye button that shows and hides what is typed ('Mostrar contraseña' /
// 'Ocultar contraseña'). It takes every prop of Chakra's Input, ref included, so
// `{...register('password')}` works as on a plain Input.
import { type ReactNode, type Ref, useState } from 'react';
import { IconButton, Input, InputGroup, type InputGroupProps, type InputProps } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from './icons';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  ref?: Ref<HTMLInputElement>;
  /** Shown or hidden, for a form that changes it itself (a generated password is shown at once). */
  visible?: boolean;
  /** Without `visible` the field keeps its own state; this is told of every toggle either way. */
  onVisibleChange?: (visible: boolean) => void;
  /** A visible password in a monospaced font, where one is generated or read out (0/O, l/1). */
  monoWhenVisible?: boolean;
  /** More buttons after the eye, inside the field (e.g. a copy button). */
  endActions?: ReactNode;
  /** Props of the group around the input (its layout in a row). */
  groupProps?: Omit<InputGroupProps, 'children' | 'endElement'>;
}

export function PasswordInput({
  ref,
  visible: visibleProp,
  onVisibleChange,
  monoWhenVisible,
  endActions,
  groupProps,
  size,
  ...inputProps
}: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const visible = visibleProp ?? ownVisible;

  const toggle = () => {
    if (visibleProp === undefined) setOwnVisible(!visible);
    onVisibleChange?.(!visible);
  };

  return (
    <InputGroup
      {...groupProps}
      endElementProps={{ paddingInlineEnd: '1', ...(endActions ? { gap: '0' } : {}) }}
      endElement={
        <>
          <IconButton
            type="button"
            variant="ghost"
            // A large field gets a larger button.
            size={size === 'lg' || size === 'xl' || size === '2xl' ? 'sm' : 'xs'}
            aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
            onClick={toggle}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
          {endActions}
        </>
      }
    >
      <Input
        ref={ref}
        type={visible ? 'text' : 'password'}
        size={size}
        fontFamily={monoWhenVisible && visible ? 'mono' : undefined}
        {...inputProps}
      />
    </InputGroup>
  );
}
