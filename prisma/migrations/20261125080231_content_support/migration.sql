-- AlterTable
ALTER TABLE "HelpArticle" ADD COLUMN "key" TEXT;
ALTER TABLE "HelpArticle" ADD COLUMN "summary" TEXT;

-- AlterTable
ALTER TABLE "Article" ADD COLUMN "key" TEXT;

-- CreateTable
CREATE TABLE "ContentRead" (
    "userId" TEXT NOT NULL,
    "kind" INTEGER NOT NULL,
    "itemKey" TEXT NOT NULL,
    "readAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "kind", "itemKey"),
    CONSTRAINT "ContentRead_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Notice" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT,
    "language" TEXT,
    "key" TEXT,
    "kind" INTEGER NOT NULL DEFAULT 1,
    "refId" TEXT,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "readAt" DATETIME,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Notice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Notice" ("content", "id", "language", "publishedAt", "readAt", "title", "userId") SELECT "content", "id", "language", "publishedAt", "readAt", "title", "userId" FROM "Notice";
DROP TABLE "Notice";
ALTER TABLE "new_Notice" RENAME TO "Notice";
CREATE INDEX "Notice_userId_publishedAt_idx" ON "Notice"("userId", "publishedAt");
CREATE INDEX "Notice_publishedAt_idx" ON "Notice"("publishedAt");
CREATE TABLE "new_Announcement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "language" TEXT,
    "key" TEXT,
    "title" TEXT NOT NULL,
    "summary" TEXT,
    "content" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 3,
    "imageUrl" TEXT,
    "link" TEXT,
    "linkMode" INTEGER NOT NULL DEFAULT 1,
    "isTop" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 1,
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO "new_Announcement" ("content", "id", "isTop", "language", "publishedAt", "sort", "status", "title") SELECT "content", "id", "isTop", "language", "publishedAt", "sort", "status", "title" FROM "Announcement";
DROP TABLE "Announcement";
ALTER TABLE "new_Announcement" RENAME TO "Announcement";
CREATE INDEX "Announcement_status_publishedAt_idx" ON "Announcement"("status", "publishedAt");
CREATE TABLE "new_ChatMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "fromStaff" BOOLEAN NOT NULL DEFAULT false,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "suggestions" TEXT,
    "content" TEXT NOT NULL,
    "readAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ChatMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ChatMessage" ("content", "createdAt", "fromStaff", "id", "readAt", "userId") SELECT "content", "createdAt", "fromStaff", "id", "readAt", "userId" FROM "ChatMessage";
DROP TABLE "ChatMessage";
ALTER TABLE "new_ChatMessage" RENAME TO "ChatMessage";
CREATE INDEX "ChatMessage_userId_createdAt_idx" ON "ChatMessage"("userId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

