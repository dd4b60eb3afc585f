import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { notify } from "../../../../lib/notify.js";
import { serverErrorMessage, serverFieldErrors } from "../../../forms/server-errors.js";

/** Runs an admin action with its toasts; answers the field errors (null on success). */
export function useAction() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return async (action: () => Promise<unknown>, success: string): Promise<Record<string, string> | null> => {
    try {
      await action();
      await queryClient.invalidateQueries();
      notify({ color: "green.8", message: success });
      return null;
    } catch (error) {
      const fields = serverFieldErrors(error);
      const message = serverErrorMessage(error, t`Feeler opgetrueden`);
      notify({ color: "red.8", message });
      return Object.keys(fields).length > 0 ? fields : { _: message };
    }
  };
}

/**
 * A small form of the account tab: its values, the server's messages at its fields (`_` for a
 * message that belongs to none), and empty fields again after `run` succeeded.
 */
export function useActionForm<V extends Record<string, string>>(
  empty: V,
  run: (values: V) => Promise<unknown>,
  success: string,
) {
  const act = useAction();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof V & string) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      // Read now: React clears the event's currentTarget before a state updater runs.
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await act(() => run(values), success);
    setErrors(result ?? {});
    if (!result) setValues(empty);
  };
  return { field, errors, onSubmit: (event: FormEvent) => void submit(event) };
}
