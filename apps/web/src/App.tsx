import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from './components/Toaster/Toaster';
import { createQueryClient } from './lib/queryClient';
import { TRPCProvider, createApiClient } from './lib/trpc';
import { router } from './routes/router';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(createApiClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
          <Toaster />
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
