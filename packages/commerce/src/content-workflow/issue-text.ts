import type { z } from 'zod';

/** A JSON path as people read it: `content[3].children[0].media.desktopImage`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else if (typeof part === 'string' && /^[A-Za-z_$][\w$]*$/.test(part)) {
      text += text ? `.${part}` : part;
    } else text += `[${JSON.stringify(String(part))}]`;
  }
  return text;
}

/** One schema issue in a short sentence: `Required` for a missing field, as form tools say it. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return 'Required';
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
    const options = (issue as { options?: unknown[] }).options ?? [];
    return `unknown ${issue.discriminator}; expected one of ${options.join(', ')}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  }
  return issue.message;
}
