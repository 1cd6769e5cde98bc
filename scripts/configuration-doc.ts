/** `npm run docs:configuration`: docs/configuration.md's tables written from the servers' settings schemas. */
import { writeConfigurationDoc } from '../test/configuration-doc';

console.log(writeConfigurationDoc() ? 'docs/configuration.md written.' : 'docs/configuration.md is up to date.');
