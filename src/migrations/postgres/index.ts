import * as migration_20261123_093919_initial from './20261123_093919_initial';
import * as migration_20261123_105151_footer from './20261123_105151_footer';

export const migrations = [
  {
    up: migration_20261123_093919_initial.up,
    down: migration_20261123_093919_initial.down,
    name: '20261123_093919_initial',
  },
  {
    up: migration_20261123_105151_footer.up,
    down: migration_20261123_105151_footer.down,
    name: '20261123_105151_footer'
  },
];
