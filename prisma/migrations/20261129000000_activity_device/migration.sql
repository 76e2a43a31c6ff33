-- AlterTable
ALTER TABLE "Activity" ADD COLUMN "device" TEXT;
