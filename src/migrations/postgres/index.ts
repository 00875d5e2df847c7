import * as migration_20261123_093919_initial from './20261123_093919_initial';
import * as migration_20261123_105151_footer from './20261123_105151_footer';
import * as migration_20261123_123139_media_placeholder from './20261123_123139_media_placeholder';
import * as migration_20261123_151519_events from './20261123_151519_events';
import * as migration_20261123_170316_people from './20261123_170316_people';
import * as migration_20261123_181210_pages from './20261123_181210_pages';
import * as migration_20261123_193156_stories from './20261123_193156_stories';
import * as migration_20261123_194239_press from './20261123_194239_press';
import * as migration_20261124_053008_courses from './20261124_053008_courses';
import * as migration_20261124_071644_course_registration from './20261124_071644_course_registration';
import * as migration_20261124_073603_forms from './20261124_073603_forms';
import * as migration_20261124_074948_outbox from './20261124_074948_outbox';
import * as migration_20261124_083607_form_block from './20261124_083607_form_block';
import * as migration_20261124_102158_request_for_information from './20261124_102158_request_for_information';
import * as migration_20261124_102829_submission_files from './20261124_102829_submission_files';
import * as migration_20261124_110000_search_index from './20261124_110000_search_index';
import * as migration_20261124_115443_audit_logs from './20261124_115443_audit_logs';
import * as migration_20261124_131813_staff_capabilities from './20261124_131813_staff_capabilities';
import * as migration_20261124_173939_video_duration from './20261124_173939_video_duration';
import * as migration_20261124_224801_upload_storage_keys from './20261124_224801_upload_storage_keys';
import * as migration_20261128_120000_search_groups from './20261128_120000_search_groups';
import * as migration_20261128_183137_alert_windows from './20261128_183137_alert_windows';
import * as migration_20261128_184033_clock_boundaries_job from './20261128_184033_clock_boundaries_job';
import * as migration_20261128_184045_form_confirmations from './20261128_184045_form_confirmations';
import * as migration_20261128_190142_search_settings from './20261128_190142_search_settings';
import * as migration_20261128_191500_search_queries from './20261128_191500_search_queries';
import * as migration_20261128_213000_search_headings from './20261128_213000_search_headings';
import * as migration_20261128_213842_newsletter_opt_in_and_programme_facts from './20261128_213842_newsletter_opt_in_and_programme_facts';
import * as migration_20261128_214325_scheduled_publishing from './20261128_214325_scheduled_publishing';

export const migrations = [
  {
    up: migration_20261123_093919_initial.up,
    down: migration_20261123_093919_initial.down,
    name: '20261123_093919_initial',
  },
  {
    up: migration_20261123_105151_footer.up,
    down: migration_20261123_105151_footer.down,
    name: '20261123_105151_footer',
  },
  {
    up: migration_20261123_123139_media_placeholder.up,
    down: migration_20261123_123139_media_placeholder.down,
    name: '20261123_123139_media_placeholder',
  },
  {
    up: migration_20261123_151519_events.up,
    down: migration_20261123_151519_events.down,
    name: '20261123_151519_events',
  },
  {
    up: migration_20261123_170316_people.up,
    down: migration_20261123_170316_people.down,
    name: '20261123_170316_people',
  },
  {
    up: migration_20261123_181210_pages.up,
    down: migration_20261123_181210_pages.down,
    name: '20261123_181210_pages',
  },
  {
    up: migration_20261123_193156_stories.up,
    down: migration_20261123_193156_stories.down,
    name: '20261123_193156_stories',
  },
  {
    up: migration_20261123_194239_press.up,
    down: migration_20261123_194239_press.down,
    name: '20261123_194239_press',
  },
  {
    up: migration_20261124_053008_courses.up,
    down: migration_20261124_053008_courses.down,
    name: '20261124_053008_courses',
  },
  {
    up: migration_20261124_071644_course_registration.up,
    down: migration_20261124_071644_course_registration.down,
    name: '20261124_071644_course_registration',
  },
  {
    up: migration_20261124_073603_forms.up,
    down: migration_20261124_073603_forms.down,
    name: '20261124_073603_forms',
  },
  {
    up: migration_20261124_074948_outbox.up,
    down: migration_20261124_074948_outbox.down,
    name: '20261124_074948_outbox',
  },
  {
    up: migration_20261124_083607_form_block.up,
    down: migration_20261124_083607_form_block.down,
    name: '20261124_083607_form_block',
  },
  {
    up: migration_20261124_102158_request_for_information.up,
    down: migration_20261124_102158_request_for_information.down,
    name: '20261124_102158_request_for_information',
  },
  {
    up: migration_20261124_102829_submission_files.up,
    down: migration_20261124_102829_submission_files.down,
    name: '20261124_102829_submission_files',
  },
  {
    up: migration_20261124_110000_search_index.up,
    down: migration_20261124_110000_search_index.down,
    name: '20261124_110000_search_index',
  },
  {
    up: migration_20261124_115443_audit_logs.up,
    down: migration_20261124_115443_audit_logs.down,
    name: '20261124_115443_audit_logs',
  },
  {
    up: migration_20261124_131813_staff_capabilities.up,
    down: migration_20261124_131813_staff_capabilities.down,
    name: '20261124_131813_staff_capabilities',
  },
  {
    up: migration_20261124_173939_video_duration.up,
    down: migration_20261124_173939_video_duration.down,
    name: '20261124_173939_video_duration',
  },
  {
    up: migration_20261124_224801_upload_storage_keys.up,
    down: migration_20261124_224801_upload_storage_keys.down,
    name: '20261124_224801_upload_storage_keys',
  },
  {
    up: migration_20261128_120000_search_groups.up,
    down: migration_20261128_120000_search_groups.down,
    name: '20261128_120000_search_groups',
  },
  {
    up: migration_20261128_183137_alert_windows.up,
    down: migration_20261128_183137_alert_windows.down,
    name: '20261128_183137_alert_windows',
  },
  {
    up: migration_20261128_184033_clock_boundaries_job.up,
    down: migration_20261128_184033_clock_boundaries_job.down,
    name: '20261128_184033_clock_boundaries_job',
  },
  {
    up: migration_20261128_184045_form_confirmations.up,
    down: migration_20261128_184045_form_confirmations.down,
    name: '20261128_184045_form_confirmations',
  },
  {
    up: migration_20261128_190142_search_settings.up,
    down: migration_20261128_190142_search_settings.down,
    name: '20261128_190142_search_settings',
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
    up: migration_20261128_213842_newsletter_opt_in_and_programme_facts.up,
    down: migration_20261128_213842_newsletter_opt_in_and_programme_facts.down,
    name: '20261128_213842_newsletter_opt_in_and_programme_facts',
  },
  {
    up: migration_20261128_214325_scheduled_publishing.up,
    down: migration_20261128_214325_scheduled_publishing.down,
    name: '20261128_214325_scheduled_publishing'
  },
];
