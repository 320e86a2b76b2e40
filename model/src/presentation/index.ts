// Presentation mode (spec §2.5, §4.8; issue 13): the steps, their URL and which nodes pulse.
export * from './stepOrder';
export * from './steps';
export * from './stepUrl';
export * from './highlight';
export * from './drillIn';
