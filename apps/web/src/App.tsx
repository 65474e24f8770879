import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './lib/queryClient';
import { TRPCProvider, createApiClient } from './lib/trpc';
import { router } from './routes/router';
import { theme } from './theme';

// Toasts answer what a visitor does, never the first paint: their code (Mantine notifications and
// its transitions) loads after the page.
const Toaster = lazy(() =>
  import('./components/Toaster/Toaster').then((module) => ({ default: module.Toaster })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(createApiClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
