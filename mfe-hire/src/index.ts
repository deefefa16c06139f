// Standalone dev host; the site itself loads `./App` through Module Federation.
void import('./app/standalone');
