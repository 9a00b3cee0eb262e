import type { MessageKey } from '@beauty/shared';
import { type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import { DomainError } from '../errors';
import { type Db, selectPrepared, selectRows, type Tx } from './client';

/*
 * The one shape of a lifecycle, and the one way a status changes. A lifecycle is declared once: its
 * transition table (each action: the states it moves from, the state it moves to, the actors allowed, the
 * columns it stamps), the effects each action runs inside the move's transaction, the notices each sends
 * after commit, and where it keeps its history. `move` (one row) and `moveAll` (every row a condition picks)
 * are the only statements that write a lifecycle's status column: one conditional update, so of two racing
 * moves one applies and its effects run once; a move the table does not list is refused with the
 * lifecycle's one error. Orders are the model (order/lifecycle.ts), in the shape of Vendure's order process.
 */

/**
 * Who caused a write: a member; a staff member (signed in to the back office, or the operator token,
 * `npm run ops`: no id), with the call's id and address for the audit log; or the system, named (a job's
 * name, or `payment` for a provider's confirmation of a payment).
 */
export type Actor =
  | { kind: 'member'; userId: number }
  | {
      kind: 'staff';
      staffId: number | null;
      name: string;
      requestId?: string | null | undefined;
      ip?: string | null | undefined;
    }
  | { kind: 'system'; name: string };

export const memberActor = (userId: number): Actor => ({ kind: 'member', userId });
/** A member of staff acting through a call (its id and address go into the audit log). */
export const staffActor = ({
  staffId,
  name,
  requestId = null,
  ip = null,
}: {
  staffId: number;
  name: string;
  requestId?: string | null;
  ip?: string | null;
}): Actor => ({ kind: 'staff', staffId, name, requestId, ip });
/** The holder of the operator token, until staff accounts exist; routes add the call's id and address. */
export const OPERATOR: Actor = { kind: 'staff', staffId: null, name: 'operator' };
/** The operator token's actor for one call: OPERATOR with the request's id and address, for the audit log. */
export const operatorActor = (call: { id: string; ip: string }): Actor => ({
  ...OPERATOR,
  requestId: call.id,
  ip: call.ip,
});
export const systemActor = (name: string): Actor => ({ kind: 'system', name });
/** A payment provider's confirmation that the money arrived (the webhook, the sandbox, the return page). */
export const PAYMENT_CONFIRMATION: Actor = systemActor('payment');

/**
 * What a transition table allows, and what history rows say in their `actor` column: a member, the shop's
 * staff (`operator`), a payment confirmation, or another system cause (a job).
 */
export type ActorRole = 'member' | 'operator' | 'payment' | 'system';

export function roleOf(actor: Actor): ActorRole {
  if (actor.kind === 'member') return 'member';
  if (actor.kind === 'staff') return 'operator';
  return actor.name === 'payment' ? 'payment' : 'system';
}

/**
 * A write that is not a move (an application, a cash-out, the shop's reply to a review) still takes the actor
 * who caused it, for the audit log that records staff writes; a role the write is not for is refused, as a
 * move's table refuses it.
 */
export function requireRole(actor: Actor, roles: readonly ActorRole[]): void {
  if (!roles.includes(roleOf(actor))) throw new DomainError('forbidden');
}

/** The id a history row keeps beside the role: the member's or the staff member's (null for the system). */
export const actorId = (actor: Actor): number | null =>
  actor.kind === 'member' ? actor.userId : actor.kind === 'staff' ? actor.staffId : null;

/** The name a history row keeps: the staff member's or the job's (null for a member, whose id says it). */
export const actorName = (actor: Actor): string | null => (actor.kind === 'member' ? null : actor.name);

export type Transition<S extends string> = {
  from: readonly S[];
  to: S;
  actors: readonly ActorRole[];
  /** Columns set to the move's time. */
  stamp?: string | readonly string[];
  /** This action's 409 when the row is not in a `from` state; the lifecycle's `refusal` otherwise. */
  refusal?: MessageKey;
};

/** What every hook of a move is given. */
export type Move<S extends string, A extends string, F> = {
  action: A;
  to: S;
  actor: Actor;
  /** What the caller knows that the move needs (a reason, a clock, a setting); the lifecycle's to type. */
  facts: F;
  /** The move's time: the stamps, and the effects' clock. */
  at: Date;
};

/** A moved row as its effects see it: the lifecycle's `returning` columns, its state before and after. */
export type Moved<S extends string, Row> = Row & { id: number; from_status: S; status: S };

/**
 * Something else that happens when a row moves, inside the move's transaction. An object it returns is merged
 * into the moved row, for the effects after it and the caller (a booking's visit, say).
 */
export type Effect<S extends string, A extends string, Row, F> = (
  tx: Tx,
  row: Moved<S, Row>,
  move: Move<S, A, F>,
) => Promise<Partial<Row> | undefined>;

/** Something said once the move has committed (a text message, which cannot be rolled back). */
export type Notice<S extends string, Row, D> = (deps: D, row: Moved<S, Row>) => Promise<unknown>;

export type Lifecycle<
  S extends string,
  A extends string,
  Row,
  F = Record<string, never>,
  D = never,
  T extends Transition<S> = Transition<S>,
> = {
  /** The lifecycle's name in logs and the audit trail ('order', 'voucher'). */
  name: string;
  /** The table whose `status` column it owns. */
  table: string;
  transitions: Record<A, T>;
  /** The 409 of a refused move, unless its transition names its own. */
  refusal: MessageKey;
  /** The columns a move answers (`returning`): what its effects and callers need. */
  returning: SQL;
  /** More conditions of the conditional update, per move (a time window, a flag the action needs). */
  where?: (move: Move<S, A, F>) => SQL[];
  /** More columns the update sets, per move (updated_at, a reason). */
  set?: (move: Move<S, A, F>) => SQL[];
  /** Per action, in order, in the move's transaction. */
  effects?: { readonly [K in A]?: readonly Effect<S, A, Row, F>[] };
  /** Per action, in order, after commit: `announce` runs them. */
  notices?: { readonly [K in A]?: readonly Notice<S, Row, D>[] };
  /** Writes the history row of a move, for a lifecycle that keeps one (order_events). */
  record?: (tx: Tx, row: Moved<S, Row>, move: Move<S, A, F>) => Promise<void>;
  /**
   * Why a single-row move found nothing to move, when that is more than the refusal: no such row (404), or a
   * rule of `where` (a time window) rather than the state. Throws its error, or returns to let the refusal go.
   */
  explain?: (tx: Tx, id: number, move: Move<S, A, F>) => Promise<void>;
};

/** The lifecycle's 409 for an action. */
export function refusalOf<S extends string, A extends string, Row, F, D>(
  lifecycle: Lifecycle<S, A, Row, F, D>,
  action: A,
): DomainError {
  return new DomainError(lifecycle.transitions[action].refusal ?? lifecycle.refusal, {
    reason: 'wrong_state',
  });
}

/** Whether the table lets this actor take this action from this state (the move itself re-checks it). */
export function canMove<S extends string, A extends string, Row, F, D>(
  lifecycle: Lifecycle<S, A, Row, F, D>,
  status: NoInfer<S>,
  action: NoInfer<A>,
  actor: Actor | ActorRole,
): boolean {
  const t = lifecycle.transitions[action];
  const role = typeof actor === 'string' ? actor : roleOf(actor);
  return t.from.includes(status) && t.actors.includes(role);
}

/** The state an action leads to; the lifecycle's 409 if the table does not allow it from `status`. */
export function nextState<S extends string, A extends string, Row, F, D>(
  lifecycle: Lifecycle<S, A, Row, F, D>,
  status: NoInfer<S>,
  action: NoInfer<A>,
  actor: Actor | ActorRole,
): S {
  if (!canMove(lifecycle, status, action, actor)) throw refusalOf(lifecycle, action);
  return lifecycle.transitions[action].to;
}

/** A row to move: its id, or its id and the state the caller read it in (the move then applies only from that). */
export type Subject<S extends string> = number | { id: number; status: S };

function statement<S extends string, A extends string, Row, F, D>(
  lifecycle: Lifecycle<S, A, Row, F, D>,
  which: SQL,
  from: readonly S[],
  move: Move<S, A, F>,
): SQL {
  const transition = lifecycle.transitions[move.action];
  const stamps = transition.stamp === undefined ? [] : ([] as string[]).concat(transition.stamp);
  const sets = [
    sql`status = ${move.to}`,
    ...stamps.map((column) => sql`${sql.identifier(column)} = ${move.at.toISOString()}`),
    ...(lifecycle.set?.(move) ?? []),
  ];
  const conditions = [
    which,
    sql`status in (${sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    )})`,
    ...(lifecycle.where?.(move) ?? []),
  ];
  const table = sql.identifier(lifecycle.table);
  // The row's state before the move is read under the row lock in the same statement (the history row and
  // the effects need it); `update ... returning` alone answers only the new one.
  return sql`with before as (
      select id as before_id, status as from_status from ${table}
      where ${sql.join(conditions, sql` and `)}
      order by id for update)
    update ${table} set ${sql.join(sets, sql`, `)}
    from before where id = before_id
    returning from_status, status, ${lifecycle.returning}`;
}

async function afterMove<S extends string, A extends string, Row, F, D>(
  tx: Tx,
  lifecycle: Lifecycle<S, A, Row, F, D>,
  row: Moved<S, Row>,
  move: Move<S, A, F>,
  created = false,
): Promise<void> {
  await lifecycle.record?.(tx, row, move);
  if (move.actor.kind === 'staff') await auditMove(tx, lifecycle, row, move, created);
  for (const effect of lifecycle.effects?.[move.action] ?? []) {
    const more = await effect(tx, row, move);
    if (more) Object.assign(row, more);
  }
}

/** A lifecycle's name as an audit action's first part: 'cash-back entry' → 'cash_back_entry'. */
const auditName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/**
 * A staff move's audit row, in the move's transaction: the status before and after (none before for a row
 * that arrived: a walk-in recorded) and the columns the transition stamps, with the facts' reason when the caller gave one. What a lifecycle's `set` writes is
 * SQL the helper cannot read back, so it is not listed.
 */
async function auditMove<S extends string, A extends string, Row, F, D>(
  tx: Tx,
  lifecycle: Lifecycle<S, A, Row, F, D>,
  row: Moved<S, Row>,
  move: Move<S, A, F>,
  created: boolean,
): Promise<void> {
  const stamp = lifecycle.transitions[move.action].stamp;
  const stamps = stamp === undefined ? [] : ([] as string[]).concat(stamp);
  const reason = (move.facts as { reason?: unknown } | null | undefined)?.reason;
  await recordAudit(tx, {
    actor: move.actor,
    action: `${auditName(lifecycle.name)}.${move.action}`,
    recordType: lifecycle.table,
    recordId: row.id,
    // A row that arrived (created in its state) had no state before.
    before: created ? null : { status: row.from_status },
    after: {
      status: move.to,
      ...Object.fromEntries(stamps.map((column) => [column, move.at.toISOString()])),
    },
    reason: typeof reason === 'string' ? reason : null,
  });
}

function begin<S extends string, A extends string, Row, F, D>(
  lifecycle: Lifecycle<S, A, Row, F, D>,
  action: A,
  actor: Actor,
  facts: F,
): Move<S, A, F> {
  const transition = lifecycle.transitions[action];
  if (!transition.actors.includes(roleOf(actor))) throw refusalOf(lifecycle, action);
  return { action, to: transition.to, actor, facts, at: new Date() };
}

/**
 * A row created already in the state an action leads to (a walk-in, completed as it is recorded): nothing to
 * update, but the actor is checked against the action, and its history and effects run in `tx` as if it had
 * moved there. Answers the row with what the effects added.
 */
export async function arrive<S extends string, A extends string, Row, F, D>(
  tx: Tx,
  lifecycle: Lifecycle<S, A, Row, F, D>,
  row: Moved<S, Row>,
  action: NoInfer<A>,
  actor: Actor,
  facts: NoInfer<F>,
): Promise<Moved<S, Row>> {
  await afterMove(tx, lifecycle, row, begin(lifecycle, action, actor, facts), true);
  return row;
}

/**
 * Moves one row through its lifecycle: the actor must be allowed the action, the row must be in one of the
 * action's `from` states (the one the caller read it in, when given) and meet the lifecycle's `where`; then
 * one conditional update sets its state, stamps and columns, the history row is written and the effects
 * run, all in `tx`. Otherwise nothing changes and the move is refused (`explain`'s error, else the 409).
 * Answers the row as moved.
 */
export async function move<S extends string, A extends string, Row, F, D>(
  tx: Tx,
  lifecycle: Lifecycle<S, A, Row, F, D>,
  subject: Subject<NoInfer<S>>,
  action: NoInfer<A>,
  actor: Actor,
  facts: NoInfer<F>,
): Promise<Moved<S, Row>> {
  const step = begin(lifecycle, action, actor, facts);
  const id = typeof subject === 'number' ? subject : subject.id;
  const allowed = lifecycle.transitions[action].from;
  const from = typeof subject === 'number' ? allowed : allowed.filter((s) => s === subject.status);
  const [row] =
    from.length === 0
      ? []
      : await selectRows<Moved<S, Row>>(
          tx as unknown as Db,
          statement(lifecycle, sql`id = ${id}`, from, step),
        );
  if (!row) {
    await lifecycle.explain?.(tx, id, step);
    throw refusalOf(lifecycle, action);
  }
  await afterMove(tx, lifecycle, row, step);
  return row;
}

/** How `moveAll` runs its statement. */
export type MoveAllOptions = {
  /**
   * Runs it as this named prepared statement (db/statements.ts selectPrepared), for a move on a hot path
   * that was prepared before it became a move (a ledger's). The caller keeps the statement's text the same
   * for the name: `which` and the facts `set`/`where` read vary only in their parameters.
   */
  prepared?: string;
};

/**
 * Moves every row `which` picks that is in one of the action's `from` states (a batch: the withdrawals due,
 * an order's vouchers), each with its history and effects, in `tx`. Answers the rows moved (none is not an
 * error: a row another move took first is simply not among them).
 */
export async function moveAll<S extends string, A extends string, Row, F, D>(
  tx: Tx,
  lifecycle: Lifecycle<S, A, Row, F, D>,
  which: SQL,
  action: NoInfer<A>,
  actor: Actor,
  facts: NoInfer<F>,
  options: MoveAllOptions = {},
): Promise<Moved<S, Row>[]> {
  const step = begin(lifecycle, action, actor, facts);
  const query = statement(lifecycle, which, lifecycle.transitions[action].from, step);
  const rows =
    options.prepared === undefined
      ? await selectRows<Moved<S, Row>>(tx as unknown as Db, query)
      : await selectPrepared<Moved<S, Row>>(tx, options.prepared, query);
  for (const row of rows) await afterMove(tx, lifecycle, row, step);
  return rows;
}

/**
 * Sends what a committed move tells people (the lifecycle's `notices` for the action). A notice that fails is
 * logged and swallowed: the move stands, and the member sees it in the app.
 */
export async function announce<S extends string, A extends string, Row, F, D>(
  lifecycle: Lifecycle<S, A, Row, F, D>,
  deps: NoInfer<D> & { log?: ((message: string, err: unknown) => void) | undefined },
  action: NoInfer<A>,
  row: NoInfer<Moved<S, Row>>,
): Promise<void> {
  for (const notice of lifecycle.notices?.[action] ?? []) {
    try {
      await notice(deps, row);
    } catch (err) {
      (deps.log ?? console.error)(`${lifecycle.name} ${row.id}: ${String(action)} notice not sent`, err);
    }
  }
}
