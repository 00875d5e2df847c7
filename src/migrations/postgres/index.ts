import * as migration_20261122_135918_initial from './20261122_135918_initial';

export const migrations = [
  {
    up: migration_20261122_135918_initial.up,
    down: migration_20261122_135918_initial.down,
    name: '20261122_135918_initial'
  },
];
