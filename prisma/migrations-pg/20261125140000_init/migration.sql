-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "phoneCode" TEXT,
    "countryCode" TEXT,
    "passwordHash" TEXT NOT NULL,
    "withdrawPasswordHash" TEXT,
    "googleSecret" TEXT,
    "googleBound" BOOLEAN NOT NULL DEFAULT false,
    "inviteCode" TEXT NOT NULL,
    "inviterId" TEXT,
    "inviterPath" TEXT NOT NULL DEFAULT '/',
    "vipLevel" INTEGER NOT NULL DEFAULT 0,
    "vipMaxLevel" INTEGER NOT NULL DEFAULT 0,
    "kycLevel" INTEGER NOT NULL DEFAULT 0,
    "creditScore" INTEGER NOT NULL DEFAULT 100,
    "isGuest" BOOLEAN NOT NULL DEFAULT false,
    "mustChangePassword" BOOLEAN NOT NULL DEFAULT false,
    "isDemo" BOOLEAN NOT NULL DEFAULT false,
    "status" INTEGER NOT NULL DEFAULT 1,
    "language" TEXT NOT NULL DEFAULT 'en-us',
    "nickname" TEXT,
    "avatarUploadId" TEXT,
    "surname" TEXT,
    "firstName" TEXT,
    "gender" INTEGER,
    "birthday" TEXT,
    "country" TEXT,
    "address" TEXT,
    "lastActiveAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "ip" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VerificationCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DevMessage" (
    "id" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "code" TEXT,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DevMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Activity" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ip" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShortLink" (
    "id" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "userId" TEXT,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShortLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Balance" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "available" TEXT NOT NULL DEFAULT '0',
    "frozen" TEXT NOT NULL DEFAULT '0',
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Balance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BalanceLog" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "account" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "availableDelta" TEXT NOT NULL,
    "frozenDelta" TEXT NOT NULL,
    "availableAfter" TEXT NOT NULL,
    "frozenAfter" TEXT NOT NULL,
    "refType" TEXT,
    "refId" TEXT,
    "remark" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BalanceLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Transfer" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fromAccount" TEXT NOT NULL,
    "toAccount" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Transfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DepositAddress" (
    "id" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "memo" TEXT,
    "isSandbox" BOOLEAN NOT NULL DEFAULT true,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DepositAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Recharge" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "network" TEXT,
    "amount" TEXT NOT NULL,
    "address" TEXT,
    "txHash" TEXT,
    "proofUploadId" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "rejectReason" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Recharge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "network" TEXT,
    "amount" TEXT NOT NULL,
    "fee" TEXT NOT NULL,
    "actualAmount" TEXT NOT NULL,
    "method" INTEGER NOT NULL,
    "accountId" TEXT,
    "address" TEXT,
    "realName" TEXT,
    "bankName" TEXT,
    "bankAccount" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "rejectReason" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Withdrawal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WithdrawalAccount" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "currency" TEXT,
    "network" TEXT,
    "address" TEXT,
    "realName" TEXT,
    "bankName" TEXT,
    "bankBranch" TEXT,
    "bankAccount" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WithdrawalAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "storedName" TEXT NOT NULL,
    "originalName" TEXT,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "purpose" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SystemSetting" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "remark" TEXT,
    "isPublic" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SystemSetting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "Currency" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" INTEGER NOT NULL,
    "precision" INTEGER NOT NULL,
    "icon" TEXT,
    "usdPrice" TEXT,
    "canDeposit" BOOLEAN NOT NULL DEFAULT true,
    "canWithdraw" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Currency_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "CurrencyRate" (
    "currency" TEXT NOT NULL,
    "rate" TEXT NOT NULL,
    "sign" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CurrencyRate_pkey" PRIMARY KEY ("currency")
);

-- CreateTable
CREATE TABLE "AppLanguage" (
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "AppLanguage_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "Country" (
    "code" TEXT NOT NULL,
    "englishName" TEXT NOT NULL,
    "chineseName" TEXT NOT NULL,
    "phoneCode" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "Country_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "TradingSymbol" (
    "symbol" TEXT NOT NULL,
    "base" TEXT NOT NULL,
    "quote" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "pricePrecision" INTEGER NOT NULL,
    "quantityPrecision" INTEGER NOT NULL,
    "minQuantity" TEXT NOT NULL,
    "maxLeverage" INTEGER NOT NULL,
    "maintenanceTiers" TEXT NOT NULL,
    "takerFeeRate" TEXT NOT NULL,
    "makerFeeRate" TEXT NOT NULL,
    "startPrice" TEXT NOT NULL,
    "volatility" TEXT NOT NULL,
    "contractEnabled" BOOLEAN NOT NULL DEFAULT true,
    "secondEnabled" BOOLEAN NOT NULL DEFAULT true,
    "isHot" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "listedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TradingSymbol_pkey" PRIMARY KEY ("symbol")
);

-- CreateTable
CREATE TABLE "Position" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT,
    "userId" TEXT NOT NULL,
    "account" TEXT NOT NULL DEFAULT 'contract',
    "symbol" TEXT NOT NULL,
    "side" INTEGER NOT NULL,
    "marginMode" INTEGER NOT NULL DEFAULT 1,
    "leverage" INTEGER NOT NULL,
    "quantity" TEXT NOT NULL,
    "entryPrice" TEXT NOT NULL,
    "margin" TEXT NOT NULL,
    "openFee" TEXT NOT NULL,
    "closeFee" TEXT,
    "takeProfitPrice" TEXT,
    "stopLossPrice" TEXT,
    "liquidationPrice" TEXT,
    "closePrice" TEXT,
    "grossPnl" TEXT,
    "realizedPnl" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "closeReason" INTEGER,
    "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Position_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SecondContractSetting" (
    "id" TEXT NOT NULL,
    "period" INTEGER NOT NULL,
    "payoutRate" TEXT NOT NULL,
    "minAmount" TEXT NOT NULL,
    "maxAmount" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "SecondContractSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SecondContractOrder" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "account" TEXT NOT NULL DEFAULT 'spot',
    "symbol" TEXT NOT NULL,
    "settingId" TEXT NOT NULL,
    "period" INTEGER NOT NULL,
    "direction" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USDT',
    "amount" TEXT NOT NULL,
    "payoutRate" TEXT NOT NULL,
    "openPrice" TEXT NOT NULL,
    "closePrice" TEXT,
    "profit" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "result" INTEGER,
    "openedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settleAt" TIMESTAMP(3) NOT NULL,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "SecondContractOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FlashExchangeSetting" (
    "id" TEXT NOT NULL,
    "fromCurrency" TEXT NOT NULL,
    "toCurrency" TEXT NOT NULL,
    "feeRate" TEXT NOT NULL,
    "minAmount" TEXT NOT NULL,
    "maxAmount" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "FlashExchangeSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FlashExchange" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fromCurrency" TEXT NOT NULL,
    "toCurrency" TEXT NOT NULL,
    "fromAmount" TEXT NOT NULL,
    "toAmount" TEXT NOT NULL,
    "rate" TEXT NOT NULL,
    "spread" TEXT NOT NULL DEFAULT '0.2',
    "fee" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FlashExchange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "image" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'USDT',
    "cycleDays" INTEGER NOT NULL,
    "dailyRateMin" TEXT NOT NULL,
    "dailyRateMax" TEXT NOT NULL,
    "minAmount" TEXT NOT NULL,
    "maxAmount" TEXT NOT NULL,
    "levelLimit" INTEGER NOT NULL DEFAULT 0,
    "purchaseLimit" INTEGER NOT NULL DEFAULT 0,
    "totalQuota" TEXT,
    "soldAmount" TEXT NOT NULL DEFAULT '0',
    "unitPrice" TEXT,
    "manufacturer" TEXT,
    "hashrate" TEXT,
    "powerConsumption" TEXT,
    "size" TEXT,
    "weight" TEXT,
    "temperature" TEXT,
    "humidity" TEXT,
    "network" TEXT,
    "issuer" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductOrder" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "dailyRate" TEXT NOT NULL,
    "cycleDays" INTEGER NOT NULL,
    "todayIncome" TEXT NOT NULL DEFAULT '0',
    "totalIncome" TEXT NOT NULL DEFAULT '0',
    "status" INTEGER NOT NULL DEFAULT 1,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "lastAccrualAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoanSetting" (
    "id" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USDT',
    "minAmount" TEXT NOT NULL,
    "maxAmount" TEXT NOT NULL,
    "maxAmountKyc" TEXT NOT NULL,
    "days" INTEGER NOT NULL,
    "dailyRate" TEXT NOT NULL,
    "pledgeCurrency" TEXT,
    "pledgeRate" TEXT,
    "requiredKycLevel" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "LoanSetting_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Loan" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "settingId" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" TEXT NOT NULL,
    "days" INTEGER NOT NULL,
    "dailyRate" TEXT NOT NULL,
    "totalInterest" TEXT NOT NULL,
    "pledgeCurrency" TEXT,
    "pledgeAmount" TEXT,
    "signatureUploadId" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "rejectReason" TEXT,
    "remark" TEXT,
    "repaidAmount" TEXT,
    "pledgeTaken" TEXT,
    "marginCallAt" TIMESTAMP(3),
    "overdueAt" TIMESTAMP(3),
    "reviewedAt" TIMESTAMP(3),
    "startAt" TIMESTAMP(3),
    "endAt" TIMESTAMP(3),
    "repaidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Loan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IeoProject" (
    "id" TEXT NOT NULL,
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
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "lotteryAt" TIMESTAMP(3) NOT NULL,
    "listAt" TIMESTAMP(3) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "payUntil" TIMESTAMP(3),
    "requiredKycLevel" INTEGER NOT NULL DEFAULT 1,
    "allocation" TEXT NOT NULL DEFAULT 'proRata',
    "listOnMarket" BOOLEAN NOT NULL DEFAULT false,
    "seedHash" TEXT,
    "seed" TEXT,
    "drawnAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "sort" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IeoProject_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IeoOrder" (
    "id" TEXT NOT NULL,
    "orderNo" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "projectId" TEXT NOT NULL,
    "quantity" TEXT NOT NULL,
    "winQuantity" TEXT,
    "price" TEXT NOT NULL,
    "amount" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IeoOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KycApplication" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "level" INTEGER NOT NULL,
    "idType" INTEGER,
    "surname" TEXT,
    "firstName" TEXT,
    "idNumber" TEXT,
    "frontUploadId" TEXT,
    "backUploadId" TEXT,
    "portraitUploadId" TEXT,
    "contactPhone" TEXT,
    "currentAddress" TEXT,
    "emergencySurname" TEXT,
    "emergencyName" TEXT,
    "emergencyRelation" TEXT,
    "emergencyPhone" TEXT,
    "emergencyAddress" TEXT,
    "status" INTEGER NOT NULL DEFAULT 0,
    "rejectReason" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KycApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VipLevel" (
    "level" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "minAssets" TEXT NOT NULL,
    "weeklyRedEnvelope" TEXT NOT NULL,
    "upgradeBonus" TEXT NOT NULL,
    "benefits" TEXT NOT NULL,
    "icon" TEXT,

    CONSTRAINT "VipLevel_pkey" PRIMARY KEY ("level")
);

-- CreateTable
CREATE TABLE "VipReward" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" INTEGER NOT NULL,
    "level" INTEGER NOT NULL,
    "periodKey" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USDT',
    "amount" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VipReward_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Competition" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "image" TEXT,
    "currency" TEXT NOT NULL DEFAULT 'USDT',
    "fund" TEXT NOT NULL,
    "entryFee" TEXT NOT NULL DEFAULT '0',
    "initialFunds" TEXT NOT NULL,
    "rewards" TEXT NOT NULL,
    "participantCount" INTEGER NOT NULL DEFAULT 0,
    "startAt" TIMESTAMP(3) NOT NULL,
    "endAt" TIMESTAMP(3) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Competition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetitionEntry" (
    "id" TEXT NOT NULL,
    "competitionId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "initialEquity" TEXT NOT NULL,
    "equity" TEXT NOT NULL,
    "yieldRate" TEXT NOT NULL DEFAULT '0',
    "rank" INTEGER,
    "reward" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "exitedAt" TIMESTAMP(3),

    CONSTRAINT "CompetitionEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "language" TEXT,
    "key" TEXT,
    "kind" INTEGER NOT NULL DEFAULT 1,
    "refId" TEXT,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Announcement" (
    "id" TEXT NOT NULL,
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
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Announcement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HelpArticle" (
    "id" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "language" TEXT,
    "key" TEXT,
    "title" TEXT NOT NULL,
    "summary" TEXT,
    "content" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HelpArticle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Article" (
    "id" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT 'news',
    "language" TEXT,
    "key" TEXT,
    "title" TEXT NOT NULL,
    "summary" TEXT,
    "content" TEXT NOT NULL,
    "cover" TEXT,
    "views" INTEGER NOT NULL DEFAULT 0,
    "publishedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Article_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "fromStaff" BOOLEAN NOT NULL DEFAULT false,
    "automatic" BOOLEAN NOT NULL DEFAULT false,
    "suggestions" TEXT,
    "content" TEXT NOT NULL,
    "readAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentRead" (
    "userId" TEXT NOT NULL,
    "kind" INTEGER NOT NULL,
    "itemKey" TEXT NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentRead_pkey" PRIMARY KEY ("userId","kind","itemKey")
);

-- CreateTable
CREATE TABLE "CatalogueText" (
    "kind" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "refId" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "CatalogueText_pkey" PRIMARY KEY ("kind","language","refId","field")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_account_key" ON "User"("account");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_inviteCode_key" ON "User"("inviteCode");

-- CreateIndex
CREATE INDEX "User_inviterId_idx" ON "User"("inviterId");

-- CreateIndex
CREATE INDEX "User_inviterPath_idx" ON "User"("inviterPath");

-- CreateIndex
CREATE INDEX "User_phoneCode_phone_idx" ON "User"("phoneCode", "phone");

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Session_tokenHash_key" ON "Session"("tokenHash");

-- CreateIndex
CREATE INDEX "Session_userId_createdAt_idx" ON "Session"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "VerificationCode_target_purpose_createdAt_idx" ON "VerificationCode"("target", "purpose", "createdAt");

-- CreateIndex
CREATE INDEX "DevMessage_target_createdAt_idx" ON "DevMessage"("target", "createdAt");

-- CreateIndex
CREATE INDEX "DevMessage_createdAt_idx" ON "DevMessage"("createdAt");

-- CreateIndex
CREATE INDEX "Activity_userId_createdAt_idx" ON "Activity"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ShortLink_code_key" ON "ShortLink"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Balance_userId_account_currency_key" ON "Balance"("userId", "account", "currency");

-- CreateIndex
CREATE INDEX "BalanceLog_userId_createdAt_account_currency_type_idx" ON "BalanceLog"("userId", "createdAt", "account", "currency", "type");

-- CreateIndex
CREATE INDEX "BalanceLog_refType_refId_idx" ON "BalanceLog"("refType", "refId");

-- CreateIndex
CREATE INDEX "Transfer_userId_createdAt_idx" ON "Transfer"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DepositAddress_currency_network_key" ON "DepositAddress"("currency", "network");

-- CreateIndex
CREATE UNIQUE INDEX "Recharge_orderNo_key" ON "Recharge"("orderNo");

-- CreateIndex
CREATE INDEX "Recharge_userId_createdAt_idx" ON "Recharge"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Recharge_status_createdAt_idx" ON "Recharge"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Withdrawal_orderNo_key" ON "Withdrawal"("orderNo");

-- CreateIndex
CREATE INDEX "Withdrawal_userId_createdAt_idx" ON "Withdrawal"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Withdrawal_status_createdAt_idx" ON "Withdrawal"("status", "createdAt");

-- CreateIndex
CREATE INDEX "WithdrawalAccount_userId_createdAt_idx" ON "WithdrawalAccount"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_storedName_key" ON "Upload"("storedName");

-- CreateIndex
CREATE INDEX "Upload_userId_createdAt_idx" ON "Upload"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Position_orderNo_key" ON "Position"("orderNo");

-- CreateIndex
CREATE INDEX "Position_userId_openedAt_idx" ON "Position"("userId", "openedAt");

-- CreateIndex
CREATE INDEX "Position_status_symbol_idx" ON "Position"("status", "symbol");

-- CreateIndex
CREATE UNIQUE INDEX "SecondContractSetting_period_key" ON "SecondContractSetting"("period");

-- CreateIndex
CREATE UNIQUE INDEX "SecondContractOrder_orderNo_key" ON "SecondContractOrder"("orderNo");

-- CreateIndex
CREATE INDEX "SecondContractOrder_userId_openedAt_idx" ON "SecondContractOrder"("userId", "openedAt");

-- CreateIndex
CREATE INDEX "SecondContractOrder_status_settleAt_idx" ON "SecondContractOrder"("status", "settleAt");

-- CreateIndex
CREATE UNIQUE INDEX "FlashExchangeSetting_fromCurrency_toCurrency_key" ON "FlashExchangeSetting"("fromCurrency", "toCurrency");

-- CreateIndex
CREATE UNIQUE INDEX "FlashExchange_orderNo_key" ON "FlashExchange"("orderNo");

-- CreateIndex
CREATE INDEX "FlashExchange_userId_createdAt_idx" ON "FlashExchange"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Product_type_status_sort_idx" ON "Product"("type", "status", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "ProductOrder_orderNo_key" ON "ProductOrder"("orderNo");

-- CreateIndex
CREATE INDEX "ProductOrder_userId_createdAt_idx" ON "ProductOrder"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ProductOrder_status_endAt_idx" ON "ProductOrder"("status", "endAt");

-- CreateIndex
CREATE UNIQUE INDEX "Loan_orderNo_key" ON "Loan"("orderNo");

-- CreateIndex
CREATE INDEX "Loan_userId_createdAt_idx" ON "Loan"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Loan_status_createdAt_idx" ON "Loan"("status", "createdAt");

-- CreateIndex
CREATE INDEX "IeoProject_status_sort_idx" ON "IeoProject"("status", "sort");

-- CreateIndex
CREATE UNIQUE INDEX "IeoOrder_orderNo_key" ON "IeoOrder"("orderNo");

-- CreateIndex
CREATE INDEX "IeoOrder_userId_createdAt_idx" ON "IeoOrder"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "IeoOrder_projectId_status_idx" ON "IeoOrder"("projectId", "status");

-- CreateIndex
CREATE INDEX "KycApplication_userId_createdAt_idx" ON "KycApplication"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "KycApplication_status_createdAt_idx" ON "KycApplication"("status", "createdAt");

-- CreateIndex
CREATE INDEX "VipReward_userId_createdAt_idx" ON "VipReward"("userId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "VipReward_userId_type_periodKey_key" ON "VipReward"("userId", "type", "periodKey");

-- CreateIndex
CREATE INDEX "Competition_status_startAt_idx" ON "Competition"("status", "startAt");

-- CreateIndex
CREATE INDEX "CompetitionEntry_userId_joinedAt_idx" ON "CompetitionEntry"("userId", "joinedAt");

-- CreateIndex
CREATE UNIQUE INDEX "CompetitionEntry_competitionId_userId_key" ON "CompetitionEntry"("competitionId", "userId");

-- CreateIndex
CREATE INDEX "Notice_userId_publishedAt_idx" ON "Notice"("userId", "publishedAt");

-- CreateIndex
CREATE INDEX "Notice_publishedAt_idx" ON "Notice"("publishedAt");

-- CreateIndex
CREATE INDEX "Announcement_status_publishedAt_idx" ON "Announcement"("status", "publishedAt");

-- CreateIndex
CREATE INDEX "HelpArticle_category_sort_idx" ON "HelpArticle"("category", "sort");

-- CreateIndex
CREATE INDEX "Article_category_publishedAt_idx" ON "Article"("category", "publishedAt");

-- CreateIndex
CREATE INDEX "ChatMessage_userId_createdAt_idx" ON "ChatMessage"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_inviterId_fkey" FOREIGN KEY ("inviterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShortLink" ADD CONSTRAINT "ShortLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Balance" ADD CONSTRAINT "Balance_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceLog" ADD CONSTRAINT "BalanceLog_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transfer" ADD CONSTRAINT "Transfer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recharge" ADD CONSTRAINT "Recharge_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Recharge" ADD CONSTRAINT "Recharge_proofUploadId_fkey" FOREIGN KEY ("proofUploadId") REFERENCES "Upload"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Withdrawal" ADD CONSTRAINT "Withdrawal_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "WithdrawalAccount"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WithdrawalAccount" ADD CONSTRAINT "WithdrawalAccount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Position" ADD CONSTRAINT "Position_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SecondContractOrder" ADD CONSTRAINT "SecondContractOrder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SecondContractOrder" ADD CONSTRAINT "SecondContractOrder_settingId_fkey" FOREIGN KEY ("settingId") REFERENCES "SecondContractSetting"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FlashExchange" ADD CONSTRAINT "FlashExchange_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOrder" ADD CONSTRAINT "ProductOrder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductOrder" ADD CONSTRAINT "ProductOrder_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Loan" ADD CONSTRAINT "Loan_settingId_fkey" FOREIGN KEY ("settingId") REFERENCES "LoanSetting"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IeoOrder" ADD CONSTRAINT "IeoOrder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IeoOrder" ADD CONSTRAINT "IeoOrder_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "IeoProject"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KycApplication" ADD CONSTRAINT "KycApplication_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "VipReward" ADD CONSTRAINT "VipReward_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionEntry" ADD CONSTRAINT "CompetitionEntry_competitionId_fkey" FOREIGN KEY ("competitionId") REFERENCES "Competition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetitionEntry" ADD CONSTRAINT "CompetitionEntry_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notice" ADD CONSTRAINT "Notice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentRead" ADD CONSTRAINT "ContentRead_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

