import * as migration_20261123_093913_initial from './20261123_093913_initial';
import * as migration_20261123_105141_footer from './20261123_105141_footer';

export const migrations = [
  {
    up: migration_20261123_093913_initial.up,
    down: migration_20261123_093913_initial.down,
    name: '20261123_093913_initial',
  },
  {
    up: migration_20261123_105141_footer.up,
    down: migration_20261123_105141_footer.down,
    name: '20261123_105141_footer'
  },
];
