import { createContext, useContext } from "react";
import type { FormName } from "./definitions.js";
import type { FormOutcome } from "./form-post.js";

/**
 * The outcome of a form sent without scripts, for the page that answers it: set by the server's
 * rendering and, from the page's embedded data, by the browser's hydration (the same first render).
 */
export const FormOutcomeContext = createContext<FormOutcome | null>(null);

/** This form's outcome on the page, if the page answers its POST. */
export function useFormOutcome(form: FormName): FormOutcome | null {
  const outcome = useContext(FormOutcomeContext);
  return outcome?.form === form ? outcome : null;
}
