import { BrowserRouter } from 'react-router-dom';
import { UnauthorizedHandler } from './layout/unauthorized-handler';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <UnauthorizedHandler />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
