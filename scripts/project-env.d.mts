// Types of project-env.mjs for the scripts' tests and the sandbox's entry points.

export function loadProjectEnv(dir: string, options: { dev: boolean }): string[];
