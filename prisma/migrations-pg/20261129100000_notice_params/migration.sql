-- AlterTable
ALTER TABLE "Notice" ADD COLUMN "params" TEXT;
