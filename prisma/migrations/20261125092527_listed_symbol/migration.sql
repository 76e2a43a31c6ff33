-- AlterTable
ALTER TABLE "TradingSymbol" ADD COLUMN "listedAt" DATETIME;

