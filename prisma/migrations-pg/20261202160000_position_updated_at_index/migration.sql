-- CreateIndex
CREATE INDEX "Position_updatedAt_idx" ON "Position"("updatedAt");

