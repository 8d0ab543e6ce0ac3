import type { Ref } from 'react';

/** What a dynamic form hands every custom control, besides what is special to it. */
export type FieldControlProps<Value, Element extends HTMLElement> = {
  id: string;
  value: unknown;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The id of the field's message, while it has one. */
  describedBy?: string;
  ref?: Ref<Element>;
};
