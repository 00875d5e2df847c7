import * as migration_20261123_093919_initial from './20261123_093919_initial';

export const migrations = [
  {
    up: migration_20261123_093919_initial.up,
    down: migration_20261123_093919_initial.down,
    name: '20261123_093919_initial'
  },
];
