import * as migration_20261123_093913_initial from './20261123_093913_initial';
import * as migration_20261123_105141_footer from './20261123_105141_footer';
import * as migration_20261123_123133_media_placeholder from './20261123_123133_media_placeholder';
import * as migration_20261123_151513_events from './20261123_151513_events';
import * as migration_20261123_170311_people from './20261123_170311_people';
import * as migration_20261123_181202_pages from './20261123_181202_pages';
import * as migration_20261123_193152_stories from './20261123_193152_stories';
import * as migration_20261123_194230_press from './20261123_194230_press';
import * as migration_20261124_052957_courses from './20261124_052957_courses';
import * as migration_20261124_071638_course_registration from './20261124_071638_course_registration';
import * as migration_20261124_073600_forms from './20261124_073600_forms';
import * as migration_20261124_074940_outbox from './20261124_074940_outbox';
import * as migration_20261124_083603_form_block from './20261124_083603_form_block';
import * as migration_20261124_102154_request_for_information from './20261124_102154_request_for_information';
import * as migration_20261124_102825_submission_files from './20261124_102825_submission_files';
import * as migration_20261124_110000_search_index from './20261124_110000_search_index';
import * as migration_20261124_115433_audit_logs from './20261124_115433_audit_logs';
import * as migration_20261124_131801_staff_capabilities from './20261124_131801_staff_capabilities';
import * as migration_20261124_173934_video_duration from './20261124_173934_video_duration';
import * as migration_20261124_224744_upload_storage_keys from './20261124_224744_upload_storage_keys';
import * as migration_20261128_120000_search_groups from './20261128_120000_search_groups';
import * as migration_20261128_183117_alert_windows from './20261128_183117_alert_windows';
import * as migration_20261128_184025_form_confirmations from './20261128_184025_form_confirmations';
import * as migration_20261128_190110_search_settings from './20261128_190110_search_settings';
import * as migration_20261128_191500_search_queries from './20261128_191500_search_queries';
import * as migration_20261128_213000_search_headings from './20261128_213000_search_headings';
import * as migration_20261128_213801_newsletter_opt_in_and_programme_facts from './20261128_213801_newsletter_opt_in_and_programme_facts';
import * as migration_20261128_214245_scheduled_publishing from './20261128_214245_scheduled_publishing';

export const migrations = [
  {
    up: migration_20261123_093913_initial.up,
    down: migration_20261123_093913_initial.down,
    name: '20261123_093913_initial',
  },
  {
    up: migration_20261123_105141_footer.up,
    down: migration_20261123_105141_footer.down,
    name: '20261123_105141_footer',
  },
  {
    up: migration_20261123_123133_media_placeholder.up,
    down: migration_20261123_123133_media_placeholder.down,
    name: '20261123_123133_media_placeholder',
  },
  {
    up: migration_20261123_151513_events.up,
    down: migration_20261123_151513_events.down,
    name: '20261123_151513_events',
  },
  {
    up: migration_20261123_170311_people.up,
    down: migration_20261123_170311_people.down,
    name: '20261123_170311_people',
  },
  {
    up: migration_20261123_181202_pages.up,
    down: migration_20261123_181202_pages.down,
    name: '20261123_181202_pages',
  },
  {
    up: migration_20261123_193152_stories.up,
    down: migration_20261123_193152_stories.down,
    name: '20261123_193152_stories',
  },
  {
    up: migration_20261123_194230_press.up,
    down: migration_20261123_194230_press.down,
    name: '20261123_194230_press',
  },
  {
    up: migration_20261124_052957_courses.up,
    down: migration_20261124_052957_courses.down,
    name: '20261124_052957_courses',
  },
  {
    up: migration_20261124_071638_course_registration.up,
    down: migration_20261124_071638_course_registration.down,
    name: '20261124_071638_course_registration',
  },
  {
    up: migration_20261124_073600_forms.up,
    down: migration_20261124_073600_forms.down,
    name: '20261124_073600_forms',
  },
  {
    up: migration_20261124_074940_outbox.up,
    down: migration_20261124_074940_outbox.down,
    name: '20261124_074940_outbox',
  },
  {
    up: migration_20261124_083603_form_block.up,
    down: migration_20261124_083603_form_block.down,
    name: '20261124_083603_form_block',
  },
  {
    up: migration_20261124_102154_request_for_information.up,
    down: migration_20261124_102154_request_for_information.down,
    name: '20261124_102154_request_for_information',
  },
  {
    up: migration_20261124_102825_submission_files.up,
    down: migration_20261124_102825_submission_files.down,
    name: '20261124_102825_submission_files',
  },
  {
    up: migration_20261124_110000_search_index.up,
    down: migration_20261124_110000_search_index.down,
    name: '20261124_110000_search_index',
  },
  {
    up: migration_20261124_115433_audit_logs.up,
    down: migration_20261124_115433_audit_logs.down,
    name: '20261124_115433_audit_logs',
  },
  {
    up: migration_20261124_131801_staff_capabilities.up,
    down: migration_20261124_131801_staff_capabilities.down,
    name: '20261124_131801_staff_capabilities',
  },
  {
    up: migration_20261124_173934_video_duration.up,
    down: migration_20261124_173934_video_duration.down,
    name: '20261124_173934_video_duration',
  },
  {
    up: migration_20261124_224744_upload_storage_keys.up,
    down: migration_20261124_224744_upload_storage_keys.down,
    name: '20261124_224744_upload_storage_keys',
  },
  {
    up: migration_20261128_120000_search_groups.up,
    down: migration_20261128_120000_search_groups.down,
    name: '20261128_120000_search_groups',
  },
  {
    up: migration_20261128_183117_alert_windows.up,
    down: migration_20261128_183117_alert_windows.down,
    name: '20261128_183117_alert_windows',
  },
  {
    up: migration_20261128_184025_form_confirmations.up,
    down: migration_20261128_184025_form_confirmations.down,
    name: '20261128_184025_form_confirmations',
  },
  {
    up: migration_20261128_190110_search_settings.up,
    down: migration_20261128_190110_search_settings.down,
    name: '20261128_190110_search_settings',
  },
  {
    up: migration_20261128_191500_search_queries.up,
    down: migration_20261128_191500_search_queries.down,
    name: '20261128_191500_search_queries',
  },
  {
    up: migration_20261128_213000_search_headings.up,
    down: migration_20261128_213000_search_headings.down,
    name: '20261128_213000_search_headings',
  },
  {
    up: migration_20261128_213801_newsletter_opt_in_and_programme_facts.up,
    down: migration_20261128_213801_newsletter_opt_in_and_programme_facts.down,
    name: '20261128_213801_newsletter_opt_in_and_programme_facts',
  },
  {
    up: migration_20261128_214245_scheduled_publishing.up,
    down: migration_20261128_214245_scheduled_publishing.down,
    name: '20261128_214245_scheduled_publishing'
  },
];
