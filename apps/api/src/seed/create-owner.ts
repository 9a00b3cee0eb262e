import { emailField, messageOfRef, staffPasswordField } from '@beauty/shared';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { createFirstOwner } from '../staff';
import { runAsScript } from './script';

/*
 * `npm run ops -- create-owner <email> [name]` (scripts/ops.mjs runs this file, built as
 * dist/create-owner.js): the shop's first owner, on a database that has none, so that no staff account
 * exists by default in production. The password comes from standard input, or from the terminal without
 * echo (asked twice). It works on the database directly, as the server would: with PGlite (the default),
 * stop the server first, since one PGlite directory takes one process at a time.
 */

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** All of a piped standard input, without its final line break. */
async function readAll(input: Input): Promise<string> {
  let text = '';
  for await (const chunk of input) text += chunk.toString();
  return text.replace(/\r?\n$/, '');
}

/** One line typed at the terminal, echoed as nothing; Ctrl-C gives up. */
function readHidden(input: Input, output: NodeJS.WritableStream, prompt: string): Promise<string> {
  output.write(prompt);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const ch of chunk.toString()) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.on('data', onData);
  });
}

/** The new owner's password: from the terminal, typed twice, or from standard input once. */
export async function readPassword(input: Input, output: NodeJS.WritableStream): Promise<string> {
  if (!input.isTTY) return readAll(input);
  const first = await readHidden(input, output, 'Password for the owner: ');
  const again = await readHidden(input, output, 'Again: ');
  if (first !== again) throw new CommandError('The two passwords differ; nothing was created.');
  return first;
}

/** A refusal the command prints as it is, without a stack. */
export class CommandError extends Error {}

/**
 * Checks the email, then asks for the password (`password`), checks it as the back office does and makes the
 * owner; answers what to print.
 */
export async function createOwner(
  db: Db,
  args: readonly string[],
  password: () => Promise<string>,
): Promise<string> {
  const [rawEmail, ...nameParts] = args;
  const email = emailField.safeParse(rawEmail);
  if (!email.success) throw new CommandError('usage: npm run ops -- create-owner <email> [name]');
  const checked = staffPasswordField.safeParse(await password());
  if (!checked.success) {
    const why = checked.error.issues.map((i) => messageOfRef(i.message)).join(', ');
    throw new CommandError(`The password is refused: ${why}. Nothing was created.`);
  }
  const name = nameParts.join(' ').trim() || email.data.split('@')[0]!;
  try {
    await createFirstOwner(db, { email: email.data, name, password: checked.data });
  } catch (error) {
    if (error instanceof AppError) throw new CommandError(error.message);
    throw error;
  }
  return `Created ${email.data}, the shop's owner. Sign in to the back office with this email and password.`;
}

runAsScript(import.meta.url, async (database) => {
  await database.migrate();
  try {
    const args = process.argv.slice(2);
    console.log(await createOwner(database.db, args, () => readPassword(process.stdin, process.stderr)));
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
});
