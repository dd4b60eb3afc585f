import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The Nu Html Checker (the W3C's validator, npm package vnu-jar), run by the JVM on this machine. */
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, "bin", "java") : "java";

export interface NuMessage {
  /** "error", "info" (warnings are infos with subType "warning"), or "non-document-error". */
  type: string;
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Checks documents with one start of the checker (a few seconds for fifty): each document's
 * messages, by its name. Java 17 or later must be installed (JAVA_HOME, or java on the PATH).
 */
export async function nuCheck(documents: Record<string, string>): Promise<Record<string, NuMessage[]>> {
  const dir = mkdtempSync(join(tmpdir(), "jc-vnu-"));
  try {
    const names = Object.keys(documents);
    const files = names.map((name, index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, documents[name] ?? "");
      return file;
    });
    const stdout = await new Promise<string>((resolve, reject) => {
      // Exit code 1 means "errors found"; the JSON on stdout says which.
      execFile(
        java,
        ["-jar", vnuJar, "--format", "json", "--stdout", ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => {
          if (error && !out.startsWith("{"))
            reject(new Error(`the Nu Html Checker did not run (${java}): ${err || error}`));
          else resolve(out);
        },
      );
    });
    const report = JSON.parse(stdout) as { messages: (NuMessage & { url?: string })[] };
    const byName: Record<string, NuMessage[]> = Object.fromEntries(names.map((name) => [name, []]));
    for (const { url, ...message } of report.messages) {
      const index = Number(/(\d+)\.html$/.exec(url ?? "")?.[1]);
      const name = names[index];
      if (name === undefined) throw new Error(`a message for no document: ${message.message}`);
      byName[name]?.push(message);
    }
    return byName;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
