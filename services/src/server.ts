import { createServicesServer, healthRoute } from './app';

const port = Number(process.env.SERVICES_PORT ?? 4000);

createServicesServer([healthRoute]).listen(port, 'localhost', () => {
  console.log(`Local services on http://localhost:${port}`);
});
