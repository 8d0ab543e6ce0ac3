import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { AmountInput } from './amount-input';
import { splitFrame, type FieldFrameProps } from './field-frame';

/** The control's own class (its width, its font), where the frame's `className` is the field's. */
type ControlClass = { controlClassName?: string };

type InputFieldProps = FieldFrameProps &
  ControlClass &
  Omit<ComponentProps<typeof Input>, 'id' | 'className'>;

/** A labelled text input, with its hint and message tied to it. */
export function InputField({ controlClassName, ...props }: InputFieldProps) {
  const [frame, input] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(aria) => <Input {...input} className={controlClassName} {...aria} />}
    </FormField>
  );
}

type TextareaFieldProps = FieldFrameProps &
  ControlClass &
  Omit<ComponentProps<typeof Textarea>, 'id' | 'className'>;

/** A labelled text area, with its hint and message tied to it. */
export function TextareaField({ controlClassName, ...props }: TextareaFieldProps) {
  const [frame, textarea] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(aria) => <Textarea {...textarea} className={controlClassName} {...aria} />}
    </FormField>
  );
}

type MoneyFieldProps = FieldFrameProps & Omit<ComponentProps<typeof AmountInput>, 'id'>;

/** A labelled amount typed as a decimal (`AmountInput`); the label names the currency. */
export function MoneyField(props: MoneyFieldProps) {
  const [frame, input] = splitFrame(props);
  return <FormField {...frame}>{(aria) => <AmountInput {...input} {...aria} />}</FormField>;
}
