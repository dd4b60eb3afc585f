// The benchmarks' command-line options: `--name value` pairs after the script's name.

/** The value after `--name` on the command line, or undefined when it is not given. */
export function option(name: string, argv = process.argv.slice(2)): string | undefined {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}
