-- AlterTable
ALTER TABLE "Loan" ADD COLUMN "marginCallAt" DATETIME;
ALTER TABLE "Loan" ADD COLUMN "overdueAt" DATETIME;
ALTER TABLE "Loan" ADD COLUMN "pledgeTaken" TEXT;
ALTER TABLE "Loan" ADD COLUMN "remark" TEXT;
ALTER TABLE "Loan" ADD COLUMN "repaidAmount" TEXT;

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_IeoProject" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "coin" TEXT NOT NULL,
    "logo" TEXT,
    "description" TEXT,
    "payCurrency" TEXT NOT NULL DEFAULT 'USDT',
    "estimatedPrice" TEXT NOT NULL,
    "issuePrice" TEXT NOT NULL,
    "totalSupply" TEXT NOT NULL,
    "minSubscribe" TEXT NOT NULL,
    "maxSubscribe" TEXT NOT NULL,
    "startAt" DATETIME NOT NULL,
    "endAt" DATETIME NOT NULL,
    "lotteryAt" DATETIME NOT NULL,
    "listAt" DATETIME NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "payUntil" DATETIME,
    "requiredKycLevel" INTEGER NOT NULL DEFAULT 1,
    "allocation" TEXT NOT NULL DEFAULT 'proRata',
    "listOnMarket" BOOLEAN NOT NULL DEFAULT false,
    "seedHash" TEXT,
    "seed" TEXT,
    "drawnAt" DATETIME,
    "deliveredAt" DATETIME,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_IeoProject" ("coin", "createdAt", "description", "endAt", "estimatedPrice", "id", "issuePrice", "listAt", "logo", "lotteryAt", "maxSubscribe", "minSubscribe", "name", "payCurrency", "sort", "startAt", "status", "totalSupply") SELECT "coin", "createdAt", "description", "endAt", "estimatedPrice", "id", "issuePrice", "listAt", "logo", "lotteryAt", "maxSubscribe", "minSubscribe", "name", "payCurrency", "sort", "startAt", "status", "totalSupply" FROM "IeoProject";
DROP TABLE "IeoProject";
ALTER TABLE "new_IeoProject" RENAME TO "IeoProject";
CREATE INDEX "IeoProject_status_sort_idx" ON "IeoProject"("status", "sort");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

