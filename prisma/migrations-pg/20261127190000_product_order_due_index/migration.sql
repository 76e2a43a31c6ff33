-- DropIndex
DROP INDEX "ProductOrder_status_endAt_idx";

-- CreateIndex
CREATE INDEX "ProductOrder_status_userId_id_idx" ON "ProductOrder"("status", "userId", "id");

