CREATE TABLE "cashback_member_totals" (
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"goods_cents" integer DEFAULT 0 NOT NULL,
	"cashback_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cashback_member_totals_agent_id_member_id_pk" PRIMARY KEY("agent_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "cashback_month_totals" (
	"agent_id" integer NOT NULL,
	"month" text NOT NULL,
	"goods_cents" integer DEFAULT 0 NOT NULL,
	"cashback_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cashback_month_totals_agent_id_month_pk" PRIMARY KEY("agent_id","month")
);
--> statement-breakpoint
CREATE TABLE "cashback_totals" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"withdrawn" integer DEFAULT 0 NOT NULL,
	"team_size" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_referred_by_idx";--> statement-breakpoint
ALTER TABLE "cashback_member_totals" ADD CONSTRAINT "cashback_member_totals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_member_totals" ADD CONSTRAINT "cashback_member_totals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_month_totals" ADD CONSTRAINT "cashback_month_totals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_totals" ADD CONSTRAINT "cashback_totals_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_user_id","created_at","id") WHERE "users"."referred_by_user_id" is not null;--> statement-breakpoint
-- Hand-written below: the triggers that keep the cash-back totals, and their backfill.
--
-- cashback_totals (per agent), cashback_member_totals (per agent and team member) and cashback_month_totals
-- (per agent and shop month) hold sums of cashback_entries, kept in the transaction that writes the entries
-- (agent/ledger.ts, the seed, a hand-run statement alike). Each entry contributes as
-- cashback_entry_totals says; a change takes its old contribution away and adds its new one. The member
-- and month rows only follow earned and reversed entries (those name a team member and an order). The
-- month is the entry's own time on the shop's clock (Asia/Singapore, shared SHOP_TIME_ZONE): a reversal
-- counts in the month it happened, an earning voided by a cancellation leaves the month it was earned in.
CREATE OR REPLACE FUNCTION cashback_entry_totals(p_kind text, p_status text, p_amount integer, p_goods integer)
RETURNS TABLE (
  available integer, pending integer, withdrawn integer, order_count integer, goods integer, cashback integer
) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    CASE WHEN p_status = 'available' THEN p_amount ELSE 0 END,
    CASE WHEN p_status = 'pending' THEN p_amount ELSE 0 END,
    CASE WHEN p_kind = 'withdrawn' AND p_status <> 'void' THEN -p_amount ELSE 0 END,
    CASE WHEN p_kind = 'earned' AND p_status <> 'void' THEN 1 ELSE 0 END,
    CASE WHEN p_kind IN ('earned', 'reversed') AND p_status <> 'void' THEN coalesce(p_goods, 0) ELSE 0 END,
    CASE WHEN p_kind IN ('earned', 'reversed') AND p_status <> 'void' THEN p_amount ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cashback_month_of(p_at timestamptz) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_char(p_at AT TIME ZONE 'Asia/Singapore', 'YYYY-MM')
$$;
--> statement-breakpoint
-- Old contributions go by update, not upsert: when an agent or member is deleted, the cascade may have
-- removed their totals rows already, and an insert would then name a user that no longer exists.
CREATE OR REPLACE FUNCTION cashback_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE cashback_totals t SET
      available = t.available - c.available,
      pending = t.pending - c.pending,
      withdrawn = t.withdrawn - c.withdrawn
    FROM cashback_entry_totals(OLD.kind, OLD.status, OLD.amount_cents, OLD.goods_cents) c
    WHERE t.agent_id = OLD.agent_id;
    IF OLD.kind IN ('earned', 'reversed') THEN
      UPDATE cashback_member_totals t SET
        order_count = t.order_count - c.order_count,
        goods_cents = t.goods_cents - c.goods,
        cashback_cents = t.cashback_cents - c.cashback
      FROM cashback_entry_totals(OLD.kind, OLD.status, OLD.amount_cents, OLD.goods_cents) c
      WHERE t.agent_id = OLD.agent_id AND t.member_id = OLD.member_id;
      UPDATE cashback_month_totals t SET
        goods_cents = t.goods_cents - c.goods,
        cashback_cents = t.cashback_cents - c.cashback
      FROM cashback_entry_totals(OLD.kind, OLD.status, OLD.amount_cents, OLD.goods_cents) c
      WHERE t.agent_id = OLD.agent_id AND t.month = cashback_month_of(OLD.created_at);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO cashback_totals AS t (agent_id, available, pending, withdrawn)
    SELECT NEW.agent_id, c.available, c.pending, c.withdrawn
    FROM cashback_entry_totals(NEW.kind, NEW.status, NEW.amount_cents, NEW.goods_cents) c
    ON CONFLICT (agent_id) DO UPDATE SET
      available = t.available + excluded.available,
      pending = t.pending + excluded.pending,
      withdrawn = t.withdrawn + excluded.withdrawn;
    IF NEW.kind IN ('earned', 'reversed') THEN
      IF NEW.member_id IS NOT NULL THEN
        INSERT INTO cashback_member_totals AS t (agent_id, member_id, order_count, goods_cents, cashback_cents)
        SELECT NEW.agent_id, NEW.member_id, c.order_count, c.goods, c.cashback
        FROM cashback_entry_totals(NEW.kind, NEW.status, NEW.amount_cents, NEW.goods_cents) c
        ON CONFLICT (agent_id, member_id) DO UPDATE SET
          order_count = t.order_count + excluded.order_count,
          goods_cents = t.goods_cents + excluded.goods_cents,
          cashback_cents = t.cashback_cents + excluded.cashback_cents;
      END IF;
      INSERT INTO cashback_month_totals AS t (agent_id, month, goods_cents, cashback_cents)
      SELECT NEW.agent_id, cashback_month_of(NEW.created_at), c.goods, c.cashback
      FROM cashback_entry_totals(NEW.kind, NEW.status, NEW.amount_cents, NEW.goods_cents) c
      ON CONFLICT (agent_id, month) DO UPDATE SET
        goods_cents = t.goods_cents + excluded.goods_cents,
        cashback_cents = t.cashback_cents + excluded.cashback_cents;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cashback_totals_insert AFTER INSERT ON "cashback_entries"
  FOR EACH ROW EXECUTE FUNCTION cashback_totals_follow();
--> statement-breakpoint
-- Only the columns the sums read: settled_at alone leaves the totals alone.
CREATE TRIGGER cashback_totals_update
  AFTER UPDATE OF agent_id, member_id, kind, status, amount_cents, goods_cents, created_at ON "cashback_entries"
  FOR EACH ROW EXECUTE FUNCTION cashback_totals_follow();
--> statement-breakpoint
CREATE TRIGGER cashback_totals_delete AFTER DELETE ON "cashback_entries"
  FOR EACH ROW EXECUTE FUNCTION cashback_totals_follow();
--> statement-breakpoint
-- Row triggers do not see a TRUNCATE: emptying the ledger empties the totals too (the team sizes stay).
CREATE OR REPLACE FUNCTION cashback_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE cashback_totals SET available = 0, pending = 0, withdrawn = 0;
  TRUNCATE cashback_member_totals, cashback_month_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cashback_totals_truncate AFTER TRUNCATE ON "cashback_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION cashback_totals_truncate();
--> statement-breakpoint
-- Databases that already have entries start with their sums.
INSERT INTO cashback_totals (agent_id, available, pending, withdrawn)
SELECT e.agent_id, sum(c.available), sum(c.pending), sum(c.withdrawn)
FROM cashback_entries e CROSS JOIN LATERAL cashback_entry_totals(e.kind, e.status, e.amount_cents, e.goods_cents) c
GROUP BY e.agent_id;
--> statement-breakpoint
INSERT INTO cashback_member_totals (agent_id, member_id, order_count, goods_cents, cashback_cents)
SELECT e.agent_id, e.member_id, sum(c.order_count), sum(c.goods), sum(c.cashback)
FROM cashback_entries e CROSS JOIN LATERAL cashback_entry_totals(e.kind, e.status, e.amount_cents, e.goods_cents) c
WHERE e.kind IN ('earned', 'reversed') AND e.member_id IS NOT NULL
GROUP BY e.agent_id, e.member_id;
--> statement-breakpoint
INSERT INTO cashback_month_totals (agent_id, month, goods_cents, cashback_cents)
SELECT e.agent_id, cashback_month_of(e.created_at), sum(c.goods), sum(c.cashback)
FROM cashback_entries e CROSS JOIN LATERAL cashback_entry_totals(e.kind, e.status, e.amount_cents, e.goods_cents) c
WHERE e.kind IN ('earned', 'reversed')
GROUP BY e.agent_id, cashback_month_of(e.created_at);
--> statement-breakpoint
-- The team size: cashback_totals.team_size of every referrer counts the users whose referred_by_user_id
-- names them, kept by a trigger on users (a sign-up with a referral code is one upsert more). The old count
-- goes by update, as above: a deleted referrer's row may be gone already.
CREATE OR REPLACE FUNCTION cashback_team_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.referred_by_user_id IS NOT NULL THEN
    UPDATE cashback_totals SET team_size = team_size - 1 WHERE agent_id = OLD.referred_by_user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.referred_by_user_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM users WHERE id = NEW.referred_by_user_id) THEN
    INSERT INTO cashback_totals AS t (agent_id, team_size) VALUES (NEW.referred_by_user_id, 1)
    ON CONFLICT (agent_id) DO UPDATE SET team_size = t.team_size + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER cashback_team_insert AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION cashback_team_follow();
--> statement-breakpoint
CREATE TRIGGER cashback_team_update AFTER UPDATE OF referred_by_user_id ON "users"
  FOR EACH ROW WHEN (OLD.referred_by_user_id IS DISTINCT FROM NEW.referred_by_user_id)
  EXECUTE FUNCTION cashback_team_follow();
--> statement-breakpoint
CREATE TRIGGER cashback_team_delete AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION cashback_team_follow();
--> statement-breakpoint
INSERT INTO cashback_totals AS t (agent_id, team_size)
SELECT m.referred_by_user_id, count(*) FROM users m
WHERE m.referred_by_user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users r WHERE r.id = m.referred_by_user_id)
GROUP BY m.referred_by_user_id
ON CONFLICT (agent_id) DO UPDATE SET team_size = excluded.team_size;
