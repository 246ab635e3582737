-- Nothing read the status beside a remembered answer: a replay answers with the endpoint's own
-- status, which its contract fixes (issue 9).
ALTER TABLE "idempotency_keys" DROP COLUMN "status_code";
