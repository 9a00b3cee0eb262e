import type { RouteObject } from 'react-router';
import { NotFound } from './NotFound';
import { Root } from './Root';

/**
 * The back office's pages, under the /admin basename. Each page loads with its own chunk, so the first view
 * holds only the frame: the sign-in's form library stays out of the shell, and later areas out of both.
 */
export const routes: RouteObject[] = [
  {
    Component: Root,
    children: [
      {
        path: 'sign-in',
        lazy: () => import('../sign-in/SignInPage').then((m) => ({ Component: m.SignInPage })),
      },
      {
        lazy: () => import('../shell/Shell').then((m) => ({ Component: m.Shell })),
        children: [
          { index: true, lazy: () => import('../home/HomePage').then((m) => ({ Component: m.HomePage })) },
          {
            path: 'security',
            lazy: () => import('../security/SecurityPage').then((m) => ({ Component: m.SecurityPage })),
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];
