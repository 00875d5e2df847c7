/** The site-config key that turns analytics on, and the shape its value must have. */
export const ANALYTICS_MEASUREMENT_ID_KEY = 'gaMeasurementId'
export const ANALYTICS_MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/
