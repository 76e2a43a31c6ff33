-- DropIndex
DROP INDEX "BalanceLog_userId_createdAt_idx";

-- DropIndex
DROP INDEX "BalanceLog_userId_account_currency_createdAt_idx";

-- DropIndex
DROP INDEX "BalanceLog_userId_type_createdAt_idx";

-- CreateIndex
CREATE INDEX "BalanceLog_userId_createdAt_account_currency_type_idx" ON "BalanceLog"("userId", "createdAt", "account", "currency", "type");

