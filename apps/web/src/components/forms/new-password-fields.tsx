import type { ComponentProps } from 'react';
import { InputField } from './input-field';

type PasswordFieldProps = Omit<
  ComponentProps<typeof InputField>,
  'type' | 'autoComplete' | 'description'
>;

/**
 * A new password and its second typing, as every form that sets one asks for them:
 * marked `new-password` so a password manager offers a strong one and files it, the
 * rule said under the first. The forms name, label and register the two themselves.
 */
export function NewPasswordFields({
  password,
  confirm,
}: {
  password: PasswordFieldProps;
  confirm: PasswordFieldProps;
}) {
  return (
    <>
      <InputField
        type="password"
        autoComplete="new-password"
        description="At least 8 characters."
        {...password}
      />
      <InputField type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
