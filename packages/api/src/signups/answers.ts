import { InvalidInputError } from "../errors.js";
import type { SignupQuestion } from "./settings.js";

// The answers to an event's own questions: each must belong to a question, fit its kind, and every
// required question must have one.

export type Answers = Record<string, string | boolean>;

export function checkAnswers(
  questions: readonly Pick<SignupQuestion, "id" | "kind" | "options" | "required">[],
  answers: Answers,
): Answers {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const kept: Answers = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) throw new InvalidInputError(`answers.${id}`, "Diese Frage gibt es nicht");
    if (question.kind === "yesno") {
      if (typeof value !== "boolean")
        throw new InvalidInputError(`answers.${id}`, "Bitte Ja oder Nein (true oder false)");
      kept[id] = value;
      continue;
    }
    if (typeof value !== "string") throw new InvalidInputError(`answers.${id}`, "Bitte einen Text angeben");
    if (value === "") continue;
    if (question.kind === "choice" && !question.options.includes(value)) {
      throw new InvalidInputError(`answers.${id}`, `Bitte eine der Auswahlen: ${question.options.join(", ")}`);
    }
    kept[id] = value;
  }
  for (const question of questions) {
    if (question.required && kept[question.id] === undefined) {
      throw new InvalidInputError(`answers.${question.id}`, "Bitte diese Frage beantworten");
    }
  }
  return kept;
}
