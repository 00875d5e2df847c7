import * as migration_20261123_093913_initial from './20261123_093913_initial';

export const migrations = [
  {
    up: migration_20261123_093913_initial.up,
    down: migration_20261123_093913_initial.down,
    name: '20261123_093913_initial'
  },
];
