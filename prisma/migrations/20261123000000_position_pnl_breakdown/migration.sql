-- AlterTable
ALTER TABLE "Position" ADD COLUMN "grossPnl" TEXT;

-- Backfill closed rows. Before this migration realizedPnl was gross - closeFee
-- (the open fee was left out); now grossPnl = old realizedPnl + closeFee and
-- realizedPnl = grossPnl - openFee - closeFee = old realizedPnl - openFee.
-- SQLite has no exact decimal type and REAL would round, so the decimal
-- strings (at most 8 decimals, written by the trade module) are turned into
-- integer units of 1e-8 by text surgery, added as 64-bit integers, and
-- written back in the module's canonical form (no trailing zeros, never "-0").
CREATE TEMP TABLE "_pnl_units" AS
SELECT
  "id",
  "realizedPnl" AS "v",
  "closeFee" AS "c",
  "openFee" AS "o"
FROM "Position"
WHERE "realizedPnl" IS NOT NULL;

CREATE TEMP TABLE "_pnl_int" AS
SELECT
  "id",
  (CASE WHEN "v" LIKE '-%' THEN -1 ELSE 1 END) * CAST(
    (CASE WHEN instr(ltrim("v", '-'), '.') > 0 THEN substr(ltrim("v", '-'), 1, instr(ltrim("v", '-'), '.') - 1) ELSE ltrim("v", '-') END)
    || substr((CASE WHEN instr(ltrim("v", '-'), '.') > 0 THEN substr(ltrim("v", '-'), instr(ltrim("v", '-'), '.') + 1) ELSE '' END) || '00000000', 1, 8)
  AS INTEGER) AS "realized",
  CAST(
    (CASE WHEN instr(coalesce("c", '0'), '.') > 0 THEN substr(coalesce("c", '0'), 1, instr(coalesce("c", '0'), '.') - 1) ELSE coalesce("c", '0') END)
    || substr((CASE WHEN instr(coalesce("c", '0'), '.') > 0 THEN substr(coalesce("c", '0'), instr(coalesce("c", '0'), '.') + 1) ELSE '' END) || '00000000', 1, 8)
  AS INTEGER) AS "closeFee",
  CAST(
    (CASE WHEN instr("o", '.') > 0 THEN substr("o", 1, instr("o", '.') - 1) ELSE "o" END)
    || substr((CASE WHEN instr("o", '.') > 0 THEN substr("o", instr("o", '.') + 1) ELSE '' END) || '00000000', 1, 8)
  AS INTEGER) AS "openFee"
FROM "_pnl_units";

CREATE TEMP TABLE "_pnl_new" AS
SELECT "id", "realized" + "closeFee" AS "gross", "realized" - "openFee" AS "net" FROM "_pnl_int";

UPDATE "Position"
SET
  "grossPnl" = (
    SELECT CASE WHEN "gross" = 0 THEN '0' ELSE
      (CASE WHEN "gross" < 0 THEN '-' ELSE '' END)
      || rtrim(rtrim((abs("gross") / 100000000) || '.' || printf('%08d', abs("gross") % 100000000), '0'), '.')
    END FROM "_pnl_new" WHERE "_pnl_new"."id" = "Position"."id"
  ),
  "realizedPnl" = (
    SELECT CASE WHEN "net" = 0 THEN '0' ELSE
      (CASE WHEN "net" < 0 THEN '-' ELSE '' END)
      || rtrim(rtrim((abs("net") / 100000000) || '.' || printf('%08d', abs("net") % 100000000), '0'), '.')
    END FROM "_pnl_new" WHERE "_pnl_new"."id" = "Position"."id"
  )
WHERE "id" IN (SELECT "id" FROM "_pnl_new");

DROP TABLE "_pnl_units";
DROP TABLE "_pnl_int";
DROP TABLE "_pnl_new";
