import { useState } from "react";

type TextFields<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** A form's values, and `text(field)`: the onChange of a text input bound to one of them. */
export function useFormValues<T extends object>(initial: T) {
  const [values, setValues] = useState(initial);
  const text = (field: TextFields<T>) => (event: { currentTarget: { value: string } }) => {
    // Read now: the event is not kept until the state update runs.
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  return { values, setValues, text };
}
