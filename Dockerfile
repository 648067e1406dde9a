# The shop as a container (README "Containers"): built once, started as `npm start` starts the server after
# its build. Not built by our CI (no container engine there); compose.yaml runs two of it.

# --- build: dependencies, the web app and the embedded database template -------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY scripts/check-node.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund

# --- run: the built app and its production dependencies, as an unprivileged user -----------------------
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/service-api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server's own start script (apps/server/package.json): Node's memory flags and malloc settings
# (decision 0030), the same command `npm start` runs after building.
CMD ["npm", "run", "start", "--workspace", "@print/server"]
