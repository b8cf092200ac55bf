# The app image: same start command as on a laptop; DATABASE_URL points it at the compose Postgres.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx prisma generate && npx next build
# Built above: npm start need not check the sources again.
ENV LEERROUTE_PREBUILT=1
EXPOSE 3000
CMD ["npm", "start"]
