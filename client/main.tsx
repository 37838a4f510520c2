import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readBoot } from './platform/boot';
import { installGlobalErrorHandlers } from './platform/error-reporting';
import { registerServiceWorker } from './platform/service-worker';
import './platform/layout/styles.css';

installGlobalErrorHandlers();
registerServiceWorker();
const { user } = readBoot();
createRoot(document.getElementById('root')!).render(<App user={user} />);
