-- AlterTable
ALTER TABLE "Position" ADD COLUMN "orderNo" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Position_orderNo_key" ON "Position"("orderNo");

