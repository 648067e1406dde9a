import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('formtest', 'routes/formtest.tsx'),
  // Last, so every real route wins.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
