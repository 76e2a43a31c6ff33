-- CreateTable
CREATE TABLE "CatalogueText" (
    "kind" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    PRIMARY KEY ("kind", "language", "refId", "field")
);

