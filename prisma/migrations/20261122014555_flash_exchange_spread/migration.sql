-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_FlashExchange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fromCurrency" TEXT NOT NULL,
    "toCurrency" TEXT NOT NULL,
    "fromAmount" TEXT NOT NULL,
    "toAmount" TEXT NOT NULL,
    "rate" TEXT NOT NULL,
    "spread" TEXT NOT NULL DEFAULT '0.2',
    "fee" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "FlashExchange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_FlashExchange" ("createdAt", "fee", "fromAmount", "fromCurrency", "id", "orderNo", "rate", "toAmount", "toCurrency", "userId") SELECT "createdAt", "fee", "fromAmount", "fromCurrency", "id", "orderNo", "rate", "toAmount", "toCurrency", "userId" FROM "FlashExchange";
DROP TABLE "FlashExchange";
ALTER TABLE "new_FlashExchange" RENAME TO "FlashExchange";
CREATE UNIQUE INDEX "FlashExchange_orderNo_key" ON "FlashExchange"("orderNo");
CREATE INDEX "FlashExchange_userId_createdAt_idx" ON "FlashExchange"("userId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

